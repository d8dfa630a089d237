import { describe, expect, test } from 'vitest';
import { refusalCause } from './message-refusal';

const NOW = 1_700_000_000_000;
const direct = { isDebate: false, status: 'active' as const };
const running = {
  isDebate: true,
  status: 'active' as const,
  debateStatus: 'in_progress' as const,
  debateEndTime: NOW + 600_000,
};

describe('refusalCause', () => {
  test('a refusal in an open chat or a running debate means the person cannot be messaged', () => {
    expect(refusalCause(direct, NOW)).toBe('blocked');
    expect(refusalCause(running, NOW)).toBe('blocked');
    expect(refusalCause({ ...running, debateStatus: 'waiting_to_start' }, NOW)).toBe('blocked');
  });

  test('a debate that is over, or at its end time, was closed', () => {
    expect(refusalCause({ ...running, status: 'completed' }, NOW)).toBe('closed');
    expect(refusalCause({ ...running, debateStatus: 'completed' }, NOW)).toBe('closed');
    expect(refusalCause({ ...running, debateEndTime: NOW + 1_000 }, NOW)).toBe('closed');
  });

  test('a chat the device does not hold is taken as closed', () => {
    expect(refusalCause(undefined, NOW)).toBe('closed');
  });
});
