/**
 * What one debater's Ready toggle does to a debate chat (SPEC §4 "Debate chat"): pure, so
 * setDebateReadiness's transaction writes exactly what the unit tests prove.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { readDebateState } from '@/domain/documents/debate-state';
import type { StoredData } from '@/domain/documents/fields';
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
  chat: StoredData | undefined,
  uid: string,
  ready: boolean,
  now: number,
): ReadinessOutcome {
  if (!chat) throw new HttpsError('not-found', READINESS_ERRORS.chatNotFound);
  const debate = readDebateState(chat);
  if (!debate.debaters.includes(uid)) {
    throw new HttpsError('permission-denied', READINESS_ERRORS.notParticipant);
  }
  if (!debate.isDebate) throw new HttpsError('failed-precondition', READINESS_ERRORS.notDebate);
  const opponent = debate.debaters.find((p) => p !== uid) ?? '';
  const readiness = debate.participantReadiness;
  if (readiness[uid] === ready) return { update: null, started: false, opponent };
  if (debate.debateStatus !== 'waiting_to_start' || debate.status !== 'active') {
    throw new HttpsError('failed-precondition', READINESS_ERRORS.alreadyStarted);
  }
  const after = { ...chat, participantReadiness: { ...readiness, [uid]: ready } };
  const update: Record<string, unknown> = { [`participantReadiness.${uid}`]: ready };
  if (!readyToStart(after)) return { update, started: false, opponent };
  const { start, end } = debateSchedule(now, debate.timeLimit);
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
