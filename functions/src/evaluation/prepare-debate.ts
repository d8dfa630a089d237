/**
 * Everything a run needs before it pays a judge: the debaters as the judges will name them,
 * the topic and stated stance, the debaters' messages, and the proof that the result of this
 * debate fits one document whatever the judges answer (a result that cannot be stored would
 * waste every judge call, and invite another run).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { MAX_RESULT_BYTES } from '@/domain/limits';
import { participantDetailsOf, readChat } from '@/domain/documents/chat';
import { readDebateState } from '@/domain/documents/debate-state';
import { readProfile } from '@/domain/documents/profile';
import type { AiDebaterInfo } from '@/domain/practice';
import type { StoredData } from '@/domain/documents/fields';
import { EVALUATION_ERRORS } from './evaluation-texts';
import { resultParticipant, type ResultParticipant } from './result';
import { worstCaseResultBytes } from './result-size';
import type { StoredMessage, Transcript } from './transcript';

export interface PreparedDebate {
  chatId: string;
  /** participant1 is the debate's creator. */
  participants: [ResultParticipant, ResultParticipant];
  topic: string;
  creatorStance?: string;
  /** The two debaters' messages in order (each bounded again where it is used). */
  messages: StoredMessage[];
  /** Messages of a very long debate's middle that were never read. */
  unreadMessages: number;
  /** A practice debate: who wrote the AI debater's side (src/domain/practice.ts). */
  practice?: AiDebaterInfo;
}

/** The two debaters as the judges will name them (two profile reads). */
export async function loadParticipants(
  db: Firestore,
  chat: StoredData,
): Promise<[ResultParticipant, ResultParticipant]> {
  const ids = readDebateState(chat).debaters;
  const profiles = await db.getAll(...ids.map((uid) => db.collection('users').doc(uid)));
  const details = participantDetailsOf(chat);
  const [one, two] = ids.map((uid, i) =>
    resultParticipant(uid, i, readProfile(profiles[i]?.data()), details[uid]),
  );
  if (!one || !two) throw new HttpsError('failed-precondition', EVALUATION_ERRORS.invalidChat);
  return [one, two];
}

/**
 * The debate as the judges will get it, from what the caller read (in parallel: the
 * transcript and the debaters, see loadParticipants); refused when its result could not fit.
 */
export function prepareDebate(
  chatId: string,
  chat: StoredData,
  transcript: Transcript,
  participants: [ResultParticipant, ResultParticipant],
): PreparedDebate {
  const { debateTopic, creatorStance, matchOrigin, aiDebater } = readChat(chatId, chat);
  const ids = participants.map((p) => p.id);
  const practice = matchOrigin === 'practice' ? aiDebater : undefined;
  const debate: PreparedDebate = {
    chatId,
    participants,
    topic: (debateTopic ?? '').trim(),
    ...(creatorStance ? { creatorStance } : {}),
    messages: transcript.messages.filter((m) => ids.includes(m.senderId)),
    unreadMessages: transcript.unread,
    ...(practice ? { practice } : {}),
  };
  if (worstCaseResultBytes(debate) > MAX_RESULT_BYTES) {
    throw new HttpsError('failed-precondition', EVALUATION_ERRORS.tooLarge);
  }
  return debate;
}
