import { describe, expect, test } from 'vitest';
import { MAX_AI_REPLIES_PER_DEBATE } from '@/domain/limits';
import { AI_DEBATER_UID } from '@/domain/practice';
import { practiceRunning, replyRefusal } from './reply-rules';

const NOW = 1_000_000;
const running = {
  matchOrigin: 'practice',
  isDebate: true,
  status: 'active',
  debateStatus: 'in_progress',
  debateEndTime: NOW + 60_000,
  participants: ['me', AI_DEBATER_UID],
  aiReplies: 3,
};

describe('when the AI debater answers', () => {
  test('a message of its opponent while the practice debate runs', () => {
    expect(replyRefusal(running, 'me', NOW)).toBeNull();
  });

  test('not before the start, after the end, once completed, or outside practice', () => {
    expect(replyRefusal({ ...running, debateStatus: 'waiting_to_start' }, 'me', NOW)).toBe(
      'not-running',
    );
    expect(replyRefusal(running, 'me', NOW + 60_000)).toBe('not-running');
    expect(replyRefusal({ ...running, status: 'completed' }, 'me', NOW)).toBe('not-running');
    expect(replyRefusal({ ...running, matchOrigin: 'quick_match' }, 'me', NOW)).toBe('not-running');
    expect(replyRefusal(undefined, 'me', NOW)).toBe('not-running');
    expect(practiceRunning({ ...running, debateEndTime: null }, NOW)).toBe(true);
  });

  test('never its own message, nor one of someone not in the debate', () => {
    expect(replyRefusal(running, AI_DEBATER_UID, NOW)).toBe('not-the-person');
    expect(replyRefusal(running, 'stranger', NOW)).toBe('not-the-person');
    expect(replyRefusal(running, 42, NOW)).toBe('not-the-person');
  });

  test(`at most ${MAX_AI_REPLIES_PER_DEBATE} times a debate`, () => {
    expect(replyRefusal({ ...running, aiReplies: MAX_AI_REPLIES_PER_DEBATE - 1 }, 'me', NOW)).toBe(
      null,
    );
    expect(replyRefusal({ ...running, aiReplies: MAX_AI_REPLIES_PER_DEBATE }, 'me', NOW)).toBe(
      'limit',
    );
  });
});
