import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { UpdatePrompt } from './update-prompt';
import { offerUpdate, resetUpdateState } from './update-store';

afterEach(() => {
  cleanup();
  act(() => resetUpdateState());
});

describe('UpdatePrompt', () => {
  test('stays empty until a new version waits, in a live region that is always there', () => {
    render(<UpdatePrompt />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button')).toBeNull();
  });

  test("'Reload to update' tells the waiting version to take over, once", async () => {
    const activate = vi.fn();
    render(<UpdatePrompt />);
    act(() => offerUpdate(activate));
    expect(screen.getByRole('status')).toHaveTextContent('A new version of Debate Arena is ready.');

    const button = screen.getByRole('button', { name: 'Reload to update' });
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(activate).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Updating…' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Updating…' }));
    expect(activate).toHaveBeenCalledTimes(1);
  });

  test("'Later' puts it away until the next version", async () => {
    render(<UpdatePrompt />);
    act(() => offerUpdate(vi.fn()));
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('button', { name: 'Reload to update' })).toBeNull();
    act(() => offerUpdate(vi.fn()));
    expect(screen.getByRole('button', { name: 'Reload to update' })).toBeVisible();
  });
});
