import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { Composer } from './composer';
import { CONVERSATION_TEXT } from './conversation-texts';

afterEach(cleanup);

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const field = () => screen.getByLabelText(CONVERSATION_TEXT.messageLabel) as HTMLTextAreaElement;

describe('Composer: the draft', () => {
  test('opens with the chat’s draft and keeps each change of the text', () => {
    const onDraft = vi.fn();
    render(
      <Composer onSend={vi.fn()} lockedReason={null} draft="Half a thought" onDraft={onDraft} />,
    );
    expect(field().value).toBe('Half a thought');
    fireEvent.change(field(), { target: { value: 'Half a thought, finished' } });
    expect(onDraft).toHaveBeenLastCalledWith('Half a thought, finished');
  });

  test('the field empties on Send, but the draft goes only once the outbox holds the message', async () => {
    const onDraft = vi.fn();
    const outbox = deferred();
    const onSend = vi.fn(() => outbox.promise);
    render(<Composer onSend={onSend} lockedReason={null} onDraft={onDraft} />);
    fireEvent.change(field(), { target: { value: 'Phones distract' } });
    onDraft.mockClear();

    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('Phones distract');
    expect(field().value).toBe('');
    // Closing the app now would find the draft still there.
    expect(onDraft).not.toHaveBeenCalled();

    await act(async () => outbox.resolve());
    expect(onDraft).toHaveBeenCalledWith('');
  });

  test('text typed while the message goes to the outbox stays the draft', async () => {
    const onDraft = vi.fn();
    const outbox = deferred();
    render(<Composer onSend={() => outbox.promise} lockedReason={null} onDraft={onDraft} />);
    fireEvent.change(field(), { target: { value: 'First' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    fireEvent.change(field(), { target: { value: 'Second' } });
    await act(async () => outbox.resolve());
    expect(onDraft).toHaveBeenLastCalledWith('Second');
    expect(field().value).toBe('Second');
  });

  test('a send that fails gives the text back, and the draft stays', async () => {
    const onDraft = vi.fn();
    const outbox = deferred();
    render(<Composer onSend={() => outbox.promise} lockedReason={null} onDraft={onDraft} />);
    fireEvent.change(field(), { target: { value: 'Keep me' } });
    onDraft.mockClear();
    fireEvent.keyDown(field(), { key: 'Enter' });
    await act(async () => outbox.reject(new Error('IndexedDB closed')));
    expect(field().value).toBe('Keep me');
    expect(screen.getByRole('alert').textContent).toBe(CONVERSATION_TEXT.sendFailed);
    expect(onDraft).not.toHaveBeenCalled();
  });
});
