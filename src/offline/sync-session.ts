/**
 * What runs while a user is signed in on this device: the sync session. It owns the chat-list
 * mirror, the outbox, and the mirror of each conversation open on a screen, and lets the
 * outbox pause an open conversation while it sends a backlog there. At sign-out the device's
 * copy of the user's data is deleted.
 */
import { useEffect } from 'react';
import { onSignOut } from '@/data/session';
import { deleteLocalDb } from './db';
import { clearDrafts } from './drafts';
import { MemberSync } from './members';
import { MessageMirror } from './message-mirror';
import { MessagePushRequests } from './message-push';
import { mirrorChats } from './mirror';
import { OutboxEngine } from './outbox';
import { PhoneSharing } from './phone-sharing';

/** One user's sync on this device, from sign-in (start) to sign-out (stop). */
export class SyncSession {
  readonly outbox: OutboxEngine;
  private readonly messagePushes: MessagePushRequests;
  private readonly phoneSharing: PhoneSharing;
  /** Read marks, viewing and typing (members.ts). */
  readonly members: MemberSync;
  private readonly conversations = new Map<string, MessageMirror>();
  private stopChatList: (() => void) | undefined;

  constructor(private readonly uid: string) {
    this.messagePushes = new MessagePushRequests(uid);
    this.phoneSharing = new PhoneSharing(uid);
    this.members = new MemberSync(uid);
    this.outbox = new OutboxEngine(
      uid,
      (chatId) => this.holdConversation(chatId),
      // After each batch that reached the server: the other participant's push
      // (src/offline/message-push.ts), and, the first time this user writes there, their phone
      // for the other (phone-sharing.ts); an open conversation looks for the batch's echo.
      (chatId, messageIds) => {
        this.messagePushes.batchSent(chatId);
        this.phoneSharing.batchSent(chatId);
        this.conversations.get(chatId)?.batchSent(messageIds);
      },
    );
  }

  /** Makes this the user's running session: its conversations and read marks are reachable. */
  register(): void {
    running.set(this.uid, this);
  }

  start(): void {
    this.register();
    void this.outbox.start();
    this.members.start();
    this.stopChatList = mirrorChats(
      this.uid,
      (error) => console.error('Chat list sync failed', error),
      (chats) => {
        void this.members.setUp(chats);
        // The list's listener tells an open chat of its writes too, not only the chat's own.
        for (const chat of chats) this.chatWrittenAt(chat.id, chat.lastMessageTime);
      },
    );
  }

  stop(): void {
    if (running.get(this.uid) === this) running.delete(this.uid);
    this.stopChatList?.();
    this.outbox.stop();
    this.messagePushes.stop();
    this.phoneSharing.stop();
    this.members.stop();
    for (const mirror of this.conversations.values()) mirror.stop();
    this.conversations.clear();
  }

  /** Mirrors one conversation until the returned function is called (its screen closes). */
  openConversation(chatId: string, onError: (error: Error) => void): () => void {
    const mirror = new MessageMirror(this.uid, chatId, onError);
    this.conversations.set(chatId, mirror);
    mirror.start();
    return () => {
      mirror.stop();
      if (this.conversations.get(chatId) === mirror) this.conversations.delete(chatId);
    };
  }

  /** An open conversation's chat document changed (see MessageMirror.chatWrittenAt). */
  chatWrittenAt(chatId: string, lastMessageTime: number | null | undefined): void {
    this.conversations.get(chatId)?.chatWrittenAt(lastMessageTime);
  }

  /** Pauses a conversation's mirror (see MessageMirror.hold); a no-op when it is not open. */
  holdConversation(chatId: string): () => void {
    return this.conversations.get(chatId)?.hold() ?? (() => undefined);
  }
}

/** The session of each user signed in on this tab: how a chat screen reaches its own. */
const running = new Map<string, SyncSession>();

/**
 * Mirrors a conversation in the user's running session while its screen is open; returns
 * the function that stops it. The session starts with the signed-in screens, before any
 * chat's first snapshot can arrive.
 */
export function openConversation(
  uid: string,
  chatId: string,
  onError: (error: Error) => void,
): () => void {
  const session = running.get(uid);
  if (!session) {
    onError(new Error(`No sync session is running for ${uid}: chat ${chatId} is not mirrored.`));
    return () => undefined;
  }
  return session.openConversation(chatId, onError);
}

/**
 * Tells an open conversation when its chat was last written to (the chat document's
 * lastMessageTime), so that a message its listener missed is read all the same.
 */
export function conversationWrittenAt(
  uid: string,
  chatId: string,
  lastMessageTime: number | null | undefined,
): void {
  running.get(uid)?.chatWrittenAt(chatId, lastMessageTime);
}

/** The running session's read marks, viewing and typing for a user (undefined before it starts). */
export function memberSync(uid: string): MemberSync | undefined {
  return running.get(uid)?.members;
}

/**
 * How long a user's session outlives the last signed-in screen. Every signed-in route wraps
 * itself in the session's hook (src/app/signed-in.tsx), so going from one screen to another
 * unmounts one holder and mounts the next: the session carries on across, rather than
 * stopping and starting every listener again (the chat list's, the read marks', the outbox)
 * on each tap. Leaving the signed-in screens for longer (a public page) stops it.
 */
export const SESSION_LINGER_MS = 10_000;

interface Held {
  session: SyncSession;
  /** Mounted screens holding it. */
  screens: number;
  stopTimer?: ReturnType<typeof setTimeout>;
  /** The start, pending until the task after the first screen's effects. */
  startTimer?: ReturnType<typeof setTimeout>;
}

/** The session each signed-in user's screens hold on this tab. */
const held = new Map<string, Held>();

/** Takes a hold on the user's session, starting it if none runs; returns the release. */
function holdSession(uid: string): () => void {
  let entry = held.get(uid);
  if (!entry) {
    const session = new SyncSession(uid);
    // Registered now, so the first screen's conversation is mirrored; started in a task of
    // its own, not inside the first screen's effects (the outbox, the read marks and the
    // chat list's listener are a long task on a phone when added to them).
    session.register();
    const created: Held = { session, screens: 0 };
    created.startTimer = setTimeout(() => {
      created.startTimer = undefined;
      session.start();
    }, 0);
    entry = created;
    held.set(uid, entry);
  }
  clearTimeout(entry.stopTimer);
  entry.screens += 1;
  const mine = entry;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    mine.screens -= 1;
    if (mine.screens > 0 || held.get(uid) !== mine) return;
    mine.stopTimer = setTimeout(() => endSession(uid, mine), SESSION_LINGER_MS);
  };
}

function endSession(uid: string, entry: Held): void {
  clearTimeout(entry.stopTimer);
  clearTimeout(entry.startTimer);
  if (held.get(uid) === entry) held.delete(uid);
  entry.session.stop();
}

/** Keeps the sync running for the signed-in user while the signed-in screens are mounted. */
export function useSignedInSync(uid: string): void {
  useEffect(() => holdSession(uid), [uid]);
}

onSignOut((uid) => {
  // Before the device's copy goes: nothing may write into it after.
  const entry = held.get(uid);
  if (entry) endSession(uid, entry);
  clearDrafts(uid);
  return deleteLocalDb(uid);
});
