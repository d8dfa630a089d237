/**
 * debateExits/{chatId}: who left a debate before it started (src/domain/debate-exit.ts).
 * Written by the exitDebate function when it deletes the chat
 * (functions/src/debates/exit-notice.ts); read by the debater who stayed
 * (src/data/debates.ts).
 */
import type { DebateExit } from '../debate-exit';
import { isRecord, stringList, text } from './fields';

/**
 * The trace from its stored data; null for no document, or one without the leaver's name
 * as text. Other texts read as '' when they are not text.
 */
export function readDebateExit(chatId: string, data: unknown): DebateExit | null {
  if (!isRecord(data) || typeof data.exitedByName !== 'string') return null;
  return {
    chatId,
    participants: stringList(data.participants),
    exitedBy: text(data.exitedBy),
    exitedByName: data.exitedByName,
    debateTopic: text(data.debateTopic),
  };
}
