/**
 * chats/{chatId} as the AI debater reads it (docs/decisions/0025-never-alone.md §3;
 * functions/src/practice/reply-rules.ts, answer-message.ts): whether the practice debate runs,
 * who is in it, the replies it has had, and the motion and side the AI argues. Only the
 * functions write these fields.
 */
import { participantsOf } from './chat';
import { isRecord, millisOf, optionalText, shownText, timestampMillisOf } from './fields';

export interface PracticeChatDoc {
  matchOrigin?: string;
  isDebate: boolean;
  status?: string;
  debateStatus?: string;
  /** The debate's end (epoch ms, a stored number included); null when none. */
  debateEndTime: number | null;
  /** Its start (epoch ms) from a Timestamp; null when none. */
  debateStartTime: number | null;
  participants: string[];
  /** Replies the AI has counted against MAX_AI_REPLIES_PER_DEBATE (0 when not a number). */
  aiReplies: number;
  /** The side the AI argues: 'for' only when stored so. */
  aiSide: 'for' | 'against';
  /** The texts as String() shows them ('' for none), as the prompt always took them. */
  debateTopic: string;
  motion: { for: string; against: string };
}

/** The practice fields from the chat's stored data; undefined for no document. */
export function readPracticeChat(data: unknown): PracticeChatDoc | undefined {
  if (!isRecord(data)) return undefined;
  const motion = isRecord(data.motion) ? data.motion : {};
  const chat: PracticeChatDoc = {
    isDebate: data.isDebate === true,
    debateEndTime: millisOf(data.debateEndTime),
    debateStartTime: timestampMillisOf(data.debateStartTime),
    participants: participantsOf(data),
    aiReplies: typeof data.aiReplies === 'number' ? data.aiReplies : 0,
    aiSide: data.aiSide === 'for' ? 'for' : 'against',
    debateTopic: shownText(data.debateTopic) ?? '',
    motion: { for: shownText(motion.for) ?? '', against: shownText(motion.against) ?? '' },
  };
  for (const key of ['matchOrigin', 'status', 'debateStatus'] as const) {
    const value = optionalText(data[key]);
    if (value !== undefined) chat[key] = value;
  }
  return chat;
}
