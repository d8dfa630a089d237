import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, test } from 'vitest';
import { readinessChange } from './readiness';

const NOW = 1_700_000_000_000;

function waiting(readiness: Record<string, boolean> = { r: false, a: false }) {
  return {
    participants: ['r', 'a'],
    isDebate: true,
    status: 'active',
    debateStatus: 'waiting_to_start',
    debateTimeLimit: 30,
    participantReadiness: readiness,
  };
}

describe('readinessChange', () => {
  test('sets only the caller’s flag; the other is told', () => {
    expect(readinessChange(waiting(), 'a', true, NOW)).toEqual({
      update: { 'participantReadiness.a': true },
      started: false,
      opponent: 'r',
    });
  });

  test('the second ready starts the debate now, ending after the limit', () => {
    const outcome = readinessChange(waiting({ r: true, a: false }), 'a', true, NOW);
    expect(outcome.started).toBe(true);
    expect(outcome.update).toEqual({
      'participantReadiness.a': true,
      debateStatus: 'in_progress',
      debateStartTime: Timestamp.fromMillis(NOW),
      debateEndTime: Timestamp.fromMillis(NOW + 30 * 60_000),
    });
  });

  test('asking for what is already there changes nothing, even once it runs', () => {
    expect(readinessChange(waiting({ r: true, a: true }), 'a', true, NOW).update).toBeNull();
    const running = { ...waiting({ r: true, a: true }), debateStatus: 'in_progress' };
    expect(readinessChange(running, 'a', true, NOW)).toMatchObject({
      update: null,
      started: false,
    });
  });

  test('refuses a missing chat, an outsider, a normal chat and a started debate', () => {
    expect(() => readinessChange(undefined, 'a', true, NOW)).toThrow('Chat not found');
    expect(() => readinessChange(waiting(), 'x', true, NOW)).toThrow(
      'You are not a participant in this debate',
    );
    expect(() => readinessChange({ ...waiting(), isDebate: false }, 'a', true, NOW)).toThrow(
      'This is not a debate chat',
    );
    const running = { ...waiting({ r: true, a: true }), debateStatus: 'in_progress' };
    expect(() => readinessChange(running, 'a', false, NOW)).toThrow(
      'The debate has already started',
    );
  });
});
