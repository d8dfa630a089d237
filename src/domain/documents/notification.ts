/**
 * notifications/{id}, an in-app notice (debate accepted, won, lost, a challenge and its
 * answer). Only the functions write them; the owner marks theirs read. The app reads a notice
 * with readNotification (src/data/notifications.ts), the functions its push with
 * readPushedNotice (functions/src/push/push-message.ts). A kind this version of the app does
 * not know reads as null, so an older app skips a newer notice instead of showing it wrong.
 */
import type { AppNotification, NotificationType } from '../model';
import { isValidChatId } from '../validation';
import { isRecord, millisOf, nonBlankText, nonEmptyText, shownText } from './fields';

const TYPES: readonly NotificationType[] = [
  'debate_won',
  'debate_lost',
  'debate_accepted',
  'debate_challenge',
  'challenge_declined',
];

function isType(value: unknown): value is NotificationType {
  return TYPES.includes(value as NotificationType);
}

/** The notice from its stored data; null for no data or a kind the app does not know. */
export function readNotification(id: string, data: unknown): AppNotification | null {
  if (!isRecord(data) || !isType(data.type)) return null;
  return {
    id,
    userId: shownText(data.userId) ?? '',
    type: data.type,
    title: shownText(data.title) ?? '',
    message: shownText(data.message) ?? '',
    read: data.read === true,
    chatId: nonEmptyText(data.chatId),
    topic: nonEmptyText(data.topic),
    acceptedBy: nonEmptyText(data.acceptedBy),
    requestId: nonEmptyText(data.requestId),
    expiresAt: millisOf(data.expiresAt),
    createdAt: millisOf(data.createdAt),
  };
}

/** What the push of a notice is made of (functions/src/push/push-message.ts pushMessageFor). */
export interface PushedNotice {
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  chatId?: string;
  topic?: string;
  /** A challenge's request: its push opens /join/{id} and offers Accept and Decline. */
  requestId?: string;
}

/** An id that goes into the push's link: only when it is a valid chat id. */
function linkId(value: unknown): string | undefined {
  return isValidChatId(value) ? value : undefined;
}

/**
 * The notice as its push reads it, stricter than readNotification: null also without a user
 * or a title, each text with more than whitespace. Texts are read only as text (a blank
 * message is ''); the chat, and a challenge's request (on a debate_challenge only), only when
 * they are valid chat ids, since they go into the push's link.
 */
export function readPushedNotice(data: unknown): PushedNotice | null {
  if (!isRecord(data) || !isType(data.type)) return null;
  const userId = nonBlankText(data.userId);
  const title = nonBlankText(data.title);
  if (userId === undefined || title === undefined) return null;
  const type = data.type;
  return {
    userId,
    type,
    title,
    message: nonBlankText(data.message) ?? '',
    chatId: linkId(data.chatId),
    topic: nonBlankText(data.topic),
    requestId: type === 'debate_challenge' ? linkId(data.requestId) : undefined,
  };
}
