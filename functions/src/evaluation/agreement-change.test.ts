import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, test } from 'vitest';
import { agreementChange } from './agreement-change';

const NOW = 1_700_000_000_000;

function running(fields: Record<string, unknown> = {}) {
  return {
    participants: ['a', 'b'],
    isDebate: true,
    status: 'active',
    debateStatus: 'in_progress',
    evaluationRequested: false,
    evaluationReadiness: { a: false, b: false },
    ...fields,
  };
}

describe('agreementChange', () => {
  test('the first agreement asks for the evaluation; the other is told', () => {
    expect(agreementChange(running(), 'a', true)).toEqual({
      update: { 'evaluationReadiness.a': true, evaluationRequested: true },
      requested: true,
      completed: false,
      opponent: 'b',
    });
  });

  test('the last agreement completes the chat in the same write', () => {
    const chat = running({ evaluationRequested: true, evaluationReadiness: { a: true, b: false } });
    expect(agreementChange(chat, 'b', true)).toMatchObject({
      update: { 'evaluationReadiness.b': true, evaluationRequested: true, status: 'completed' },
      requested: false,
      completed: true,
    });
    // After the time is up the chat is already completed: nothing more to set.
    const timeUp = { ...chat, status: 'completed' };
    expect(agreementChange(timeUp, 'b', true).update).not.toHaveProperty('status');
  });

  test('both agreeing before the end time marks the debate as ended early, at that time', () => {
    const chat = running({
      evaluationRequested: true,
      evaluationReadiness: { a: true, b: false },
      debateEndTime: Timestamp.fromMillis(NOW + 14 * 60_000),
    });
    expect(agreementChange(chat, 'b', true, NOW).update).toMatchObject({
      status: 'completed',
      debateEndedEarlyAt: Timestamp.fromMillis(NOW),
    });
    // Agreeing once the end time has passed (nobody marked it yet) is no early end.
    const late = { ...chat, debateEndTime: Timestamp.fromMillis(NOW - 1) };
    expect(agreementChange(late, 'b', true, NOW).update).not.toHaveProperty('debateEndedEarlyAt');
    // Nor is the first agreement, which ends nothing.
    const first = running({ debateEndTime: Timestamp.fromMillis(NOW + 60_000) });
    expect(agreementChange(first, 'a', true, NOW).update).not.toHaveProperty('debateEndedEarlyAt');
  });

  test('cancelling sets only one’s own flag; a repeat changes nothing', () => {
    const chat = running({ evaluationRequested: true, evaluationReadiness: { a: true, b: false } });
    expect(agreementChange(chat, 'a', false).update).toEqual({ 'evaluationReadiness.a': false });
    expect(agreementChange(chat, 'a', true).update).toBeNull();
    expect(agreementChange(chat, 'b', false).update).toBeNull();
  });

  test('refuses a missing chat, an outsider, and a debate not running or already judged', () => {
    expect(() => agreementChange(undefined, 'a', true)).toThrow('Chat not found');
    expect(() => agreementChange(running(), 'x', true)).toThrow(
      'You are not a participant in this debate',
    );
    for (const fields of [
      { debateStatus: 'waiting_to_start' },
      { isDebate: false },
      { winner: 'A' },
      { debateResult: { winner: 'A' } },
      { evaluationInProgress: true },
    ]) {
      expect(() => agreementChange(running(fields), 'a', true)).toThrow(
        'The evaluation can no longer be requested or cancelled in this debate.',
      );
    }
  });
});
