import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { MedalsList } from './medals-list';
import { medal } from './profile.fixtures';

afterEach(cleanup);

describe('medals list', () => {
  test('says there are no medals yet', () => {
    render(<MedalsList medals={[]} />);
    expect(screen.getByText('No medals yet. Win your first debate to earn a medal!')).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  test('lists medals newest first with topic, stance, opponent and date', () => {
    render(
      <MedalsList
        medals={[
          medal({ id: 'old', topic: 'Old topic', wonAt: Date.UTC(2024, 0, 2, 12) }),
          medal({
            id: 'new',
            topic: 'New topic',
            wonAt: Date.UTC(2025, 6, 3, 12),
            stance: 'For it',
          }),
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(
      items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['New topic', 'Old topic']);
    expect(within(items[0]!).getByText('For it')).toBeVisible();
    expect(within(items[0]!).getByText('+15559876543')).toBeVisible();
    expect(items[0]!.querySelector('time')).toHaveAttribute('dateTime', '2025-07-03T12:00:00.000Z');
    expect(within(screen.getByRole('region', { name: 'Medals' })).getByText(/^2/)).toBeVisible();
  });

  test('opens and closes each AI analysis on its own', async () => {
    const user = userEvent.setup();
    render(
      <MedalsList
        medals={[
          medal({ id: 'a', aiAnalysis: 'Analysis A', wonAt: 2 }),
          medal({ id: 'b', aiAnalysis: 'Analysis B', wonAt: 1 }),
        ]}
      />,
    );
    const [first, second] = screen.getAllByRole('button', { name: 'AI analysis' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Analysis A')).not.toBeVisible();
    await user.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(first!.getAttribute('aria-controls')!)).toHaveTextContent(
      'Analysis A',
    );
    expect(screen.getByText('Analysis A')).toBeVisible();
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Analysis B')).not.toBeVisible();
    // Keyboard: Enter toggles it closed again.
    first!.focus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  test('shows medal texts as text, never as HTML', () => {
    const { container } = render(
      <MedalsList medals={[medal({ topic: '<b>bold</b>', aiAnalysis: '<script>x()</script>' })]} />,
    );
    expect(screen.getByRole('heading', { level: 3, name: '<b>bold</b>' })).toBeInTheDocument();
    expect(container.querySelector('b, script')).toBeNull();
  });
});
