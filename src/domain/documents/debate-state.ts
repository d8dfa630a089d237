/**
 * The debate's fields of chats/{chatId} as the functions decide on them: who debates, who is
 * ready (functions/src/debates/readiness.ts) and who agreed to be judged
 * (functions/src/evaluation/agreement-change.ts, refusals.ts), and where the debate stands.
 * Each is read so that a check decides as it did on the stored value: a status is text or
 * none, a flag is true only when stored as true, a readiness entry counts only when it is a
 * boolean. The app shows a chat as readChat reads it (chat.ts).
 */
import { participantsOf, storedParticipantCount } from './chat';
import { finiteMillisOf, isRecord, millisOf, textFields, trimmedText } from './fields';

export interface DebateState {
  /** The stored participants that are uids (participantsOf), '' (nobody) left out. */
  debaters: string[];
  /** How many entries the stored participants array holds (storedParticipantCount). */
  storedParticipants: number;
  isDebate: boolean;
  /** The chat's status as stored text; undefined when it is not text. */
  status?: string;
  /** The debate's stage as stored text; undefined when it is not text. */
  debateStatus?: string;
  /** The topic without surrounding whitespace; '' when it is not text. */
  topic: string;
  /** Per uid, whether they are ready to start; entries that are not a boolean left out. */
  participantReadiness: Record<string, boolean>;
  /** Per uid, whether they agreed to be judged; entries that are not a boolean left out. */
  evaluationReadiness: Record<string, boolean>;
  evaluationRequested: boolean;
  evaluationInProgress: boolean;
  /** A result summary (debateResult) is stored, whatever it holds. */
  hasResult: boolean;
  /** A winner is stored, whatever it holds. */
  hasWinner: boolean;
  /** The time limit in minutes; undefined when it is not a number. */
  timeLimit?: number;
  /** When the debate started (epoch ms); null when it has no start time that is an instant. */
  startTime: number | null;
  /** When the debate ends (epoch ms); null when there is no end time. */
  endTime: number | null;
  noContest: boolean;
}

/** A map's boolean entries; {} when it is not a map. */
function booleanEntries(value: unknown): Record<string, boolean> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
    ),
  );
}

/** Anything but missing or null. */
function stored(value: unknown): boolean {
  return value !== undefined && value !== null;
}

/** The stages, texts and flags of the debate. */
function stageOf(data: Record<string, unknown>) {
  return {
    isDebate: data.isDebate === true,
    ...textFields(data, ['status', 'debateStatus']),
    topic: trimmedText(data.debateTopic),
    evaluationRequested: data.evaluationRequested === true,
    evaluationInProgress: data.evaluationInProgress === true,
    hasResult: stored(data.debateResult),
    hasWinner: stored(data.winner),
    noContest: data.noContest === true,
  };
}

/** The debate from the chat's stored data; no document reads as a chat without a debate. */
export function readDebateState(chat: unknown): DebateState {
  const data = isRecord(chat) ? chat : {};
  const timeLimit = typeof data.debateTimeLimit === 'number' ? data.debateTimeLimit : undefined;
  return {
    debaters: participantsOf(data).filter((uid) => uid !== ''),
    storedParticipants: storedParticipantCount(data),
    ...stageOf(data),
    participantReadiness: booleanEntries(data.participantReadiness),
    evaluationReadiness: booleanEntries(data.evaluationReadiness),
    ...(timeLimit !== undefined ? { timeLimit } : {}),
    startTime: finiteMillisOf(data.debateStartTime),
    endTime: millisOf(data.debateEndTime),
  };
}
