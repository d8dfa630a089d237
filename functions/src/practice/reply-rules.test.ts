import { describe, expect, test } from 'vitest';
import { MAX_AI_REPLIES_PER_DEBATE } from '@/domain/limits';
import { AI_DEBATER_UID } from '@/domain/practice';
import { readPracticeChat } from '@/domain/documents/practice-chat';
import { practiceRunning, replyRefusal } from './reply-rules';

const NOW = 1_000_000;
const stored = {
  matchOrigin: 'practice',
  isDebate: true,
  status: 'active',
  debateStatus: 'in_progress',
  debateEndTime: NOW + 60_000,
  participants: ['me', AI_DEBATER_UID],
  aiReplies: 3,
};
const chat = (fields: Record<string, unknown> = {}) => readPracticeChat({ ...stored, ...fields });
const running = chat();

describe('when the AI debater answers', () => {
  test('a message of its opponent while the practice debate runs', () => {
    expect(replyRefusal(running, 'me', NOW)).toBeNull();
  });

  test('not before the start, after the end, once completed, or outside practice', () => {
    expect(replyRefusal(chat({ debateStatus: 'waiting_to_start' }), 'me', NOW)).toBe('not-running');
    expect(replyRefusal(running, 'me', NOW + 60_000)).toBe('not-running');
    expect(replyRefusal(chat({ status: 'completed' }), 'me', NOW)).toBe('not-running');
    expect(replyRefusal(chat({ matchOrigin: 'quick_match' }), 'me', NOW)).toBe('not-running');
    expect(replyRefusal(undefined, 'me', NOW)).toBe('not-running');
    expect(practiceRunning(chat({ debateEndTime: null }), NOW)).toBe(true);
  });

  test('never its own message, nor one of someone not in the debate', () => {
    expect(replyRefusal(running, AI_DEBATER_UID, NOW)).toBe('not-the-person');
    expect(replyRefusal(running, 'stranger', NOW)).toBe('not-the-person');
    expect(replyRefusal(running, undefined, NOW)).toBe('not-the-person');
  });

  test(`at most ${MAX_AI_REPLIES_PER_DEBATE} times a debate`, () => {
    expect(replyRefusal(chat({ aiReplies: MAX_AI_REPLIES_PER_DEBATE - 1 }), 'me', NOW)).toBe(null);
    expect(replyRefusal(chat({ aiReplies: MAX_AI_REPLIES_PER_DEBATE }), 'me', NOW)).toBe('limit');
  });
});
