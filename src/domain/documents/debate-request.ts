/**
 * debateRequests/{requestId}, as the functions read it to answer a challenge or a rematch
 * (functions/src/debates/challenge-answer.ts, challenge-target.ts; src/domain/challenges.ts):
 * its status, the person challenged, when it lapses, and the debate a rematch replays. Only the
 * functions write these fields.
 */
import { isRecord, nonEmptyText, optionalText, timestampMillisOf } from './fields';

interface DebateRequestDoc {
  status?: string;
  /** The person a challenge is addressed to. */
  challengedUid?: string;
  /** When a challenge lapses (epoch ms); null when it has no Timestamp. */
  expiresAt: number | null;
  /** The finished debate a rematch replays (chats/{id}); undefined when none or ''. */
  rematchOf?: string;
}

/** The request from its stored data; undefined for no document. */
export function readDebateRequest(data: unknown): DebateRequestDoc | undefined {
  if (!isRecord(data)) return undefined;
  const request: DebateRequestDoc = { expiresAt: timestampMillisOf(data.expiresAt) };
  const status = optionalText(data.status);
  if (status !== undefined) request.status = status;
  const challengedUid = optionalText(data.challengedUid);
  if (challengedUid !== undefined) request.challengedUid = challengedUid;
  const rematchOf = nonEmptyText(data.rematchOf);
  if (rematchOf !== undefined) request.rematchOf = rematchOf;
  return request;
}
