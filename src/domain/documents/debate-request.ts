/**
 * debateRequests/{requestId}. The functions read it to accept, decline, exit and count it
 * (readDebateRequest: functions/src/debates/, src/domain/challenges.ts): its status, its
 * requester and their phone, its terms (topic, stance, limit, public), who accepted it, the
 * person challenged, when it lapses, and the debate a rematch replays. A text field that holds
 * anything but a string reads as missing. The app reads the whole request as Browse, /join and
 * the challenge screens show it (readShownDebateRequest: src/data/debate-requests.ts). Only
 * the functions write them.
 */
import type { DebateRequest } from '../model';
import {
  isRecord,
  millisOf,
  nonEmptyText,
  optionalText,
  shownText,
  timestampMillisOf,
} from './fields';

export interface DebateRequestDoc {
  status?: string;
  /** Who made the request. */
  userId?: string;
  /** The phone the requester signed in with when they made it. */
  userPhone?: string;
  topic?: string;
  stance?: string;
  /** The debate's limit in minutes; undefined when it is not a number. */
  timeLimit?: number;
  /** Only a stored true makes it public; left out otherwise. */
  isPublic?: true;
  /** Who accepted it (a matched request). */
  acceptedBy?: string;
  /** The person a challenge is addressed to. */
  challengedUid?: string;
  /** When a challenge lapses (epoch ms); null when it has no Timestamp. */
  expiresAt: number | null;
  /** The finished debate a rematch replays (chats/{id}); undefined when none or ''. */
  rematchOf?: string;
}

const TEXT_FIELDS = [
  'status',
  'userId',
  'userPhone',
  'topic',
  'stance',
  'acceptedBy',
  'challengedUid',
] as const;

/** The request from its stored data; undefined for no document. */
export function readDebateRequest(data: unknown): DebateRequestDoc | undefined {
  if (!isRecord(data)) return undefined;
  const request: DebateRequestDoc = { expiresAt: timestampMillisOf(data.expiresAt) };
  for (const field of TEXT_FIELDS) {
    const value = optionalText(data[field]);
    if (value !== undefined) request[field] = value;
  }
  if (typeof data.timeLimit === 'number') request.timeLimit = data.timeLimit;
  if (data.isPublic === true) request.isPublic = true;
  const rematchOf = nonEmptyText(data.rematchOf);
  if (rematchOf !== undefined) request.rematchOf = rematchOf;
  return request;
}

/**
 * The request as the app shows it. A waiting challenge is stored as 'challenge'
 * (src/domain/challenges.ts) and reads as pending: it waits too. The challenge's fields come
 * only with the person challenged, the requester's name, rating and whether it is provisional
 * only when the functions kept them on the request.
 */
export function readShownDebateRequest(id: string, data: unknown): DebateRequest {
  const stored = isRecord(data) ? data : {};
  const challengedUid = nonEmptyText(stored.challengedUid);
  const rematchOf = nonEmptyText(stored.rematchOf);
  const userName = nonEmptyText(stored.userName);
  return {
    id,
    userId: shownText(stored.userId) ?? '',
    userPhone: shownText(stored.userPhone) ?? '',
    topic: shownText(stored.topic) ?? '',
    stance: shownText(stored.stance) ?? '',
    timeLimit: typeof stored.timeLimit === 'number' ? stored.timeLimit : 0,
    ...(stored.isPublic === true ? { isPublic: true } : {}),
    ...(userName ? { userName } : {}),
    ...(typeof stored.userRating === 'number' ? { userRating: stored.userRating } : {}),
    ...(typeof stored.userProvisional === 'boolean'
      ? { userProvisional: stored.userProvisional }
      : {}),
    timestamp: millisOf(stored.timestamp),
    status: stored.status === 'matched' ? 'matched' : 'pending',
    chatId: nonEmptyText(stored.chatId) ?? null,
    acceptedBy: nonEmptyText(stored.acceptedBy) ?? null,
    acceptedByPhone: nonEmptyText(stored.acceptedByPhone) ?? null,
    acceptedAt: millisOf(stored.acceptedAt),
    ...(challengedUid
      ? {
          challengedUid,
          challengedName: nonEmptyText(stored.challengedName) ?? '',
          expiresAt: millisOf(stored.expiresAt),
        }
      : {}),
    ...(rematchOf ? { rematchOf } : {}),
  };
}
