import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';

const data = vi.hoisted(() => ({ createDebateRequest: vi.fn() }));
vi.mock('@/data/debate-requests', () => data);
vi.mock('@/hooks/use-session', () => ({
  useSession: () => ({ user: { uid: 'me', phoneNumber: '+15550000001' } }),
}));

const { ChallengeButton } = await import('./challenge-button');

afterEach(cleanup);

describe('ChallengeButton', () => {
  test('opens the Create Debate Request form addressed to that person and sends it to them only', async () => {
    data.createDebateRequest.mockResolvedValue('r1');
    render(
      <MemoryRouter>
        <ChallengeButton person={{ uid: 'bo', name: 'Bo' }} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Challenge Bo to a debate' }));
    const dialog = screen.getByRole('dialog', { name: 'Challenge Bo' });
    expect(dialog).toHaveAccessibleDescription(
      'Only Bo sees this debate request and only they can accept it. It expires after 24 hours.',
    );
    const send = within(dialog).getByRole('button', { name: 'Send Challenge' });
    expect(send).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Debate topic'), 'Tea beats coffee');
    await userEvent.type(within(dialog).getByLabelText('Your stance'), 'Tea, always');
    await userEvent.selectOptions(within(dialog).getByLabelText('Time limit'), '15');
    await userEvent.click(send);
    expect(data.createDebateRequest).toHaveBeenCalledWith(
      { topic: 'Tea beats coffee', stance: 'Tea, always', timeLimit: 15 },
      { isPublic: false, challengedUid: 'bo' },
    );
    expect(await within(dialog).findByText(/Challenge sent! Bo gets a notification/)).toBeVisible();
  });

  test('a refusal (a block, the pending limit) is shown in the form, which keeps what was typed', async () => {
    data.createDebateRequest.mockRejectedValue(new Error('You cannot contact this person.'));
    render(
      <MemoryRouter>
        <ChallengeButton person={{ uid: 'bo', name: 'Bo' }} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Challenge Bo to a debate' }));
    const dialog = screen.getByRole('dialog', { name: 'Challenge Bo' });
    await userEvent.type(within(dialog).getByLabelText('Debate topic'), 'Tea');
    await userEvent.type(within(dialog).getByLabelText('Your stance'), 'Yes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Challenge' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to create debate request: You cannot contact this person.',
    );
    expect(within(dialog).getByLabelText('Debate topic')).toHaveValue('Tea');
  });
});
