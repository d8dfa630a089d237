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
      // After each committed batch: the other participant's push (src/offline/message-push.ts),
      // and, the first time this user writes there, their phone for the other (phone-sharing.ts).
      (chatId) => {
        this.messagePushes.batchSent(chatId);
        this.phoneSharing.batchSent(chatId);
      },
    );
  }

  start(): void {
    running.set(this.uid, this);
    void this.outbox.start();
    this.members.start();
    this.stopChatList = mirrorChats(
      this.uid,
      (error) => console.error('Chat list sync failed', error),
      (chats) => void this.members.setUp(chats),
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

/** The running session's read marks, viewing and typing for a user (undefined before it starts). */
export function memberSync(uid: string): MemberSync | undefined {
  return running.get(uid)?.members;
}

/** Keeps the sync running for the signed-in user while the signed-in screens are mounted. */
export function useSignedInSync(uid: string): void {
  useEffect(() => {
    const session = new SyncSession(uid);
    session.start();
    return () => session.stop();
  }, [uid]);
}

onSignOut((uid) => {
  clearDrafts(uid);
  return deleteLocalDb(uid);
});
