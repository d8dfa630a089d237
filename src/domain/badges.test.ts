import { describe, expect, test } from 'vitest';
import { chatBadge } from './badges';

describe('chatBadge', () => {
  test('shows Completed for a completed chat whatever its debate status', () => {
    expect(chatBadge({ status: 'completed', debateStatus: 'in_progress' })).toBe('Completed');
    expect(chatBadge({ status: 'completed', debateStatus: 'waiting_to_start' })).toBe('Completed');
    expect(chatBadge({ status: 'completed', debateStatus: 'completed' })).toBe('Completed');
  });

  test('shows Live for an active chat whose debate is in progress', () => {
    expect(chatBadge({ status: 'active', debateStatus: 'in_progress' })).toBe('Live');
  });

  test('shows Waiting otherwise', () => {
    expect(chatBadge({ status: 'active', debateStatus: 'waiting_to_start' })).toBe('Waiting');
    expect(chatBadge({ status: 'active' })).toBe('Waiting');
    // debateStatus completed but chat still active: not Live, and not Completed either.
    expect(chatBadge({ status: 'active', debateStatus: 'completed' })).toBe('Waiting');
  });
});
