/**
 * chats/{chatId}, a chat or a debate, as the app shows it (src/domain/model.ts Chat). Both
 * kinds are created by the functions; clients write only what firestore.rules allows, so a
 * field may still hold anything an older app or a script wrote: each is read by its type.
 *
 * Some fields (debateStatus, debateResult) are handed over as stored, as the app always did:
 * only the functions write them.
 */
import type { RematchOffer } from '../challenges';
import type { Chat, DebateResultSummary, DebateStatus, ParticipantDetail } from '../model';
import type { AiDebaterInfo } from '../practice';
import {
  isRecord,
  millisOf,
  nonEmptyText,
  optionalText,
  stringList,
  text,
  textFields,
  timestampMillisOf,
  type StoredData,
} from './fields';

function booleanMap(value: unknown): Record<string, boolean> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, v === true]),
  );
}

function countMap(value: object): Record<string, number> {
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number',
    ),
  );
}

function sidesOf(value: unknown): Record<string, 'for' | 'against'> {
  const sides: Record<string, 'for' | 'against'> = {};
  if (!value || typeof value !== 'object') return sides;
  for (const [uid, side] of Object.entries(value as Record<string, unknown>)) {
    if (side === 'for' || side === 'against') sides[uid] = side;
  }
  return sides;
}

function motionOf(value: unknown): Pick<Chat, 'motion'> {
  const motion = (value ?? {}) as Record<string, unknown>;
  if (typeof motion.id !== 'string') return {};
  return {
    motion: {
      id: motion.id,
      category: text(motion.category),
      title: text(motion.title),
      for: text(motion.for),
      against: text(motion.against),
    },
  };
}

/**
 * Who wrote the AI's side of a practice debate (`aiDebater`, on the chat and on its result):
 * null without a vendor; a model that is not text reads as '', demo only when true.
 */
export function readAiDebaterInfo(value: unknown): AiDebaterInfo | null {
  if (!isRecord(value)) return null;
  const vendor = nonEmptyText(value.vendor);
  if (vendor === undefined) return null;
  return { vendor, model: text(value.model), demo: value.demo === true };
}

/** A chat's rematch offer (`rematch`), or null when there is none (or it is malformed). */
export function readRematchOffer(value: unknown): RematchOffer | null {
  if (!isRecord(value)) return null;
  const requestId = nonEmptyText(value.requestId);
  const fromUid = nonEmptyText(value.fromUid);
  const toUid = nonEmptyText(value.toUid);
  const status = value.status;
  if (!requestId || !fromUid || !toUid) return null;
  if (status !== 'offered' && status !== 'accepted' && status !== 'declined') return null;
  const chatId = nonEmptyText(value.chatId);
  return { requestId, fromUid, toUid, status, ...(chatId ? { chatId } : {}) };
}

/** A debate the app paired (Quick Match, practice): its origin, sides and motion. */
function pairedFields(data: StoredData): Partial<Chat> {
  if (data.matchOrigin !== 'quick_match' && data.matchOrigin !== 'practice') return {};
  const aiDebater = readAiDebaterInfo(data.aiDebater);
  return {
    ...(aiDebater ? { aiDebater } : {}),
    matchOrigin: data.matchOrigin,
    phoneless: data.phoneless === true,
    debateSides: sidesOf(data.debateSides),
    ...motionOf(data.motion),
  };
}

/** When the debate ran: its limit, start and end, and an early end when there was one. */
function debateTimes(data: StoredData): Partial<Chat> {
  const endedEarlyAt = millisOf(data.debateEndedEarlyAt);
  return {
    debateTimeLimit: typeof data.debateTimeLimit === 'number' ? data.debateTimeLimit : undefined,
    debateStartTime: millisOf(data.debateStartTime),
    debateEndTime: millisOf(data.debateEndTime),
    ...(endedEarlyAt !== null ? { debateEndedEarlyAt: endedEarlyAt } : {}),
  };
}

/**
 * The uids in a chat's stored data (`participants`): its string entries, in order, anything
 * else dropped; [] when the field is missing or not an array (or there is no data). A check
 * that reads a participant by its place reads acceptorOf, one that counts what is stored
 * storedParticipantCount.
 */
export function participantsOf(data: unknown): string[] {
  return stringList(isRecord(data) ? data.participants : undefined);
}

/**
 * How many entries the stored participants array holds, whatever they are (participantsOf
 * drops those that are not text); 0 when the field is missing or not an array.
 */
export function storedParticipantCount(data: unknown): number {
  const stored = isRecord(data) ? data.participants : undefined;
  return Array.isArray(stored) ? stored.length : 0;
}

const DETAIL_FIELDS = ['phoneNumber', 'displayName', 'fallbackName'] as const;

/**
 * What a chat's stored data (`participantDetails`, written only by the functions:
 * functions/src/chats/participants.ts) says of each participant: their name, generated name
 * and phone, each as stored when it is text and left out otherwise. An entry that is not a
 * map is left out; {} when the field is missing or not a map (or there is no data).
 */
export function participantDetailsOf(data: unknown): Record<string, ParticipantDetail> {
  const stored = isRecord(data) ? data.participantDetails : undefined;
  if (!isRecord(stored)) return {};
  return Object.fromEntries(
    Object.entries(stored).flatMap(([uid, entry]) =>
      isRecord(entry) ? [[uid, textFields(entry, DETAIL_FIELDS)]] : [],
    ),
  );
}

/**
 * Whether a chat's participantDetails hold a phone of `uid`, whatever its type: what a block
 * takes back (functions/src/contacts/phone-access.ts), a malformed one included.
 */
export function holdsPhoneOf(data: unknown, uid: string): boolean {
  const stored = isRecord(data) ? data.participantDetails : undefined;
  const entry = isRecord(stored) ? stored[uid] : undefined;
  return isRecord(entry) && entry.phoneNumber !== undefined;
}

/**
 * A requested debate's acceptor: the second entry of the stored participants
 * (newDebateChat, functions/src/debates/debate-chat.ts), read by its place, not from
 * participantsOf: that drops an entry that is not text, which would move the next one into
 * the acceptor's place. undefined when that entry is not text.
 */
export function acceptorOf(data: unknown): string | undefined {
  const stored = isRecord(data) ? data.participants : undefined;
  return Array.isArray(stored) ? optionalText(stored[1]) : undefined;
}

/** The last message a batch wrote on the chat (src/offline's outbox). */
interface LastMessage {
  /** Its id (chats/{chatId}/messages/{id}); undefined when it is not text. */
  id?: string;
  /** Its preview; undefined when it is not text. */
  preview?: string;
  /** When it was sent (epoch ms); null when it has no Timestamp. */
  sentAt: number | null;
}

/** The chat's last message (lastMessageId, lastMessage, lastMessageTime) from its stored data. */
export function readLastMessage(data: unknown): LastMessage {
  const stored = isRecord(data) ? data : {};
  const last: LastMessage = { sentAt: timestampMillisOf(stored.lastMessageTime) };
  const id = optionalText(stored.lastMessageId);
  const preview = optionalText(stored.lastMessage);
  if (id !== undefined) last.id = id;
  if (preview !== undefined) last.preview = preview;
  return last;
}

/**
 * Whether a debate was paired by the app (Quick Match, practice:
 * functions/src/debates/debate-chat.ts) rather than made from a request: its `matchOrigin` is
 * text, an origin this version does not know included (readChat shows only the known ones).
 */
export function pairedByApp(data: unknown): boolean {
  return isRecord(data) && typeof data.matchOrigin === 'string';
}

/** The chat from its id and stored data. */
export function readChat(id: string, data: StoredData): Chat {
  return {
    id,
    participants: participantsOf(data),
    participantDetails: participantDetailsOf(data),
    isDebate: data.isDebate === true,
    ...(data.isPublic === true ? { isPublic: true } : {}),
    status: data.status === 'completed' ? 'completed' : 'active',
    createdAt: millisOf(data.createdAt),
    lastMessage: typeof data.lastMessage === 'string' ? data.lastMessage : undefined,
    lastMessageTime: millisOf(data.lastMessageTime),
    ...(typeof data.messageCounts === 'object' && data.messageCounts !== null
      ? { messageCounts: countMap(data.messageCounts) }
      : {}),
    evaluationRequested: data.evaluationRequested === true,
    debateTopic: optionalText(data.debateTopic),
    creatorStance: optionalText(data.creatorStance),
    debateRequestId: optionalText(data.debateRequestId),
    ...pairedFields(data),
    ...debateTimes(data),
    debateStatus: data.debateStatus as DebateStatus | undefined,
    participantReadiness: booleanMap(data.participantReadiness),
    evaluationReadiness: booleanMap(data.evaluationReadiness),
    evaluationInProgress: data.evaluationInProgress === true,
    evaluationProgress:
      typeof data.evaluationProgress === 'number' ? data.evaluationProgress : undefined,
    evaluationStage: typeof data.evaluationStage === 'string' ? data.evaluationStage : undefined,
    winner: typeof data.winner === 'string' ? data.winner : null,
    debateResult: (data.debateResult ?? null) as DebateResultSummary | null,
    ...(data.noContest === true ? { noContest: true } : {}),
    rematch: readRematchOffer(data.rematch),
  };
}
