/**
 * notifications/{id}, an in-app notice (debate accepted, won, lost, a challenge and its
 * answer). Only the functions write them; the owner marks theirs read. A kind this version of
 * the app does not know reads as null, so an older app skips a newer notice instead of
 * showing it wrong.
 */
import type { AppNotification, NotificationType } from '../model';
import { isRecord, millisOf, nonEmptyText, shownText } from './fields';

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
