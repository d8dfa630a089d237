import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ReportTarget } from './report-target';

const data = vi.hoisted(() => ({ reportUser: vi.fn() }));
vi.mock('@/data/moderation', () => ({ reportUser: data.reportUser }));

const { ReportDialog } = await import('./report-dialog');

afterEach(cleanup);
beforeEach(() => {
  data.reportUser.mockReset();
});

function renderDialog(target: ReportTarget = { uid: 'bob', name: 'Bob' }) {
  const onClose = vi.fn();
  render(<ReportDialog target={target} onClose={onClose} />);
  return { user: userEvent.setup(), onClose };
}

describe('ReportDialog', () => {
  test('asks for one of Spam, Harassment, Cheating, Other before it can be sent', async () => {
    const { user } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Report Bob' });
    expect(dialog).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      'Spam',
      'Harassment',
      'Cheating',
      'Other',
    ]);
    // Focus starts on the first reason, so a keyboard user chooses with the arrow keys.
    expect(radios[0]).toHaveFocus();
    const send = screen.getByRole('button', { name: 'Send report' });
    expect(send).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Cheating' }));
    expect(send).toBeEnabled();
  });

  test('sends the reason, trimmed details, the chat and the message; then confirms', async () => {
    data.reportUser.mockResolvedValue({ reportId: 'r1' });
    const { user, onClose } = renderDialog({
      uid: 'bob',
      name: 'Bob',
      chatId: 'alice_bob',
      message: { id: 'm1', content: 'you are an idiot' },
    });
    expect(screen.getByText('you are an idiot')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await user.type(screen.getByLabelText('Details (optional)'), '  insults  ');
    await user.click(screen.getByRole('button', { name: 'Send report' }));

    expect(data.reportUser).toHaveBeenCalledWith({
      reportedUid: 'bob',
      reason: 'other',
      details: 'insults',
      chatId: 'alice_bob',
      messageId: 'm1',
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you. Your report about Bob was sent to the moderators.',
    );
    const close = screen.getAllByRole('button', { name: 'Close' }).at(-1);
    expect(close).toHaveFocus();
    await user.click(close!);
    expect(onClose).toHaveBeenCalled();
  });

  test('a report from a profile carries no chat; blank details are left out', async () => {
    data.reportUser.mockResolvedValue({ reportId: 'r2' });
    const { user } = renderDialog();
    await user.click(screen.getByRole('radio', { name: 'Spam' }));
    await user.type(screen.getByLabelText('Details (optional)'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(data.reportUser).toHaveBeenCalledWith({ reportedUid: 'bob', reason: 'spam' });
  });

  test('a failure says why and keeps what was typed', async () => {
    data.reportUser.mockRejectedValue(
      new Error('You have sent 20 reports today. Try again tomorrow.'),
    );
    const { user } = renderDialog();
    await user.click(screen.getByRole('radio', { name: 'Harassment' }));
    await user.type(screen.getByLabelText('Details (optional)'), 'threats');
    await user.click(screen.getByRole('button', { name: 'Send report' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not send the report: You have sent 20 reports today. Try again tomorrow.',
    );
    expect(screen.getByRole('radio', { name: 'Harassment' })).toBeChecked();
    expect(screen.getByLabelText('Details (optional)')).toHaveValue('threats');
  });

  test('details stop at 500 characters, with a counter', async () => {
    const { user } = renderDialog();
    const details = screen.getByLabelText('Details (optional)');
    expect(details).toHaveAttribute('maxLength', '500');
    await user.type(details, 'abc');
    expect(details).toHaveAccessibleDescription(/3\/500$/);
  });

  test('Cancel and Escape close it without sending', async () => {
    const { user, onClose } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(data.reportUser).not.toHaveBeenCalled();
  });
});
