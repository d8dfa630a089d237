import { describe, expect, it } from 'vitest';
import { chatBadge } from '../../../src/domain/badges';

describe('chatBadge', () => {
  it('shows Completed for a completed chat whatever its debate status', () => {
    expect(chatBadge({ status: 'completed', debateStatus: 'in_progress' })).toBe('Completed');
    expect(chatBadge({ status: 'completed', debateStatus: 'waiting_to_start' })).toBe('Completed');
    expect(chatBadge({ status: 'completed', debateStatus: 'completed' })).toBe('Completed');
  });

  it('shows Live for an active chat whose debate is in progress', () => {
    expect(chatBadge({ status: 'active', debateStatus: 'in_progress' })).toBe('Live');
  });

  it('shows Waiting otherwise', () => {
    expect(chatBadge({ status: 'active', debateStatus: 'waiting_to_start' })).toBe('Waiting');
    expect(chatBadge({ status: 'active' })).toBe('Waiting');
    // debateStatus completed but chat still active: not Live, and not Completed either.
    expect(chatBadge({ status: 'active', debateStatus: 'completed' })).toBe('Waiting');
  });
});
