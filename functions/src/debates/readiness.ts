/**
 * What one debater's Ready toggle does to a debate chat (SPEC §4 "Debate chat"): pure, so
 * setDebateReadiness's transaction writes exactly what the unit tests prove.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { debatersOf } from '../evaluation/agreement';
import { debateSchedule, readyToStart } from './debate-chat';
import { READINESS_ERRORS } from './debate-errors';

export interface ReadinessOutcome {
  /** The fields to write; null when the chat already says so (a retried call). */
  update: Record<string, unknown> | null;
  /** The write starts the debate (both ready): start now, end after the limit. */
  started: boolean;
  /** The other debater, who hears about it. */
  opponent: string;
}

/**
 * The change `uid` marking themselves `ready` makes, or an HttpsError: only a participant,
 * only in a debate still waiting to start. Idempotent: asking for what is already there
 * changes nothing, even once the debate runs.
 */
export function readinessChange(
  chat: Record<string, unknown> | undefined,
  uid: string,
  ready: boolean,
  now: number,
): ReadinessOutcome {
  if (!chat) throw new HttpsError('not-found', READINESS_ERRORS.chatNotFound);
  const participants = debatersOf(chat);
  if (!participants.includes(uid)) {
    throw new HttpsError('permission-denied', READINESS_ERRORS.notParticipant);
  }
  if (chat.isDebate !== true) {
    throw new HttpsError('failed-precondition', READINESS_ERRORS.notDebate);
  }
  const opponent = participants.find((p) => p !== uid) ?? '';
  const readiness = (chat.participantReadiness ?? {}) as Record<string, unknown>;
  if (readiness[uid] === ready) return { update: null, started: false, opponent };
  if (chat.debateStatus !== 'waiting_to_start' || chat.status !== 'active') {
    throw new HttpsError('failed-precondition', READINESS_ERRORS.alreadyStarted);
  }
  const after = { ...chat, participantReadiness: { ...readiness, [uid]: ready } };
  const update: Record<string, unknown> = { [`participantReadiness.${uid}`]: ready };
  if (!readyToStart(after)) return { update, started: false, opponent };
  const { start, end } = debateSchedule(now, chat.debateTimeLimit);
  return {
    update: {
      ...update,
      debateStatus: 'in_progress',
      debateStartTime: Timestamp.fromMillis(start),
      debateEndTime: end === null ? null : Timestamp.fromMillis(end),
    },
    started: true,
    opponent,
  };
}
