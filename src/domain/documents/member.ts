/**
 * chats/{chatId}/members/{uid} (docs/decisions/0013-chat.md §2, §3): a participant's read mark,
 * whether they have the chat open on a visible screen, and when they last typed. The owner
 * writes their own (merge writes of a few keys, as firestore.rules allows); both participants
 * read both. Times here are epoch ms; the document holds Firestore times.
 */
import { isRecord, millisOf } from './fields';

export interface MemberState {
  uid: string;
  /** Server time of the newest message read; 0 for none. */
  readUpTo: number;
  viewing: boolean;
  viewingAt: number | null;
  typingAt: number | null;
}

/** The member from its stored data; no data (nothing written yet) reads as nothing read. */
export function readMember(uid: string, data: unknown): MemberState {
  const stored = isRecord(data) ? data : {};
  return {
    uid,
    readUpTo: millisOf(stored.readUpTo) ?? 0,
    viewing: stored.viewing === true,
    viewingAt: millisOf(stored.viewingAt),
    typingAt: millisOf(stored.typingAt),
  };
}
