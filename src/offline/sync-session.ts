/**
 * What runs while a user is signed in on this device: the chat-list mirror and the outbox.
 * At sign-out the device's copy of the user's data is deleted.
 */
import { useEffect } from 'react';
import { onSignOut } from '@/data/session';
import { deleteLocalDb } from './db';
import { mirrorChats } from './mirror';
import { OutboxEngine } from './outbox';

export function startSignedInSync(uid: string): () => void {
  const engine = new OutboxEngine(uid);
  void engine.start();
  const stopMirror = mirrorChats(uid, (error) => console.error('Chat list sync failed', error));
  return () => {
    stopMirror();
    engine.stop();
  };
}

/** Keeps the sync running for the signed-in user while the signed-in screens are mounted. */
export function useSignedInSync(uid: string): void {
  useEffect(() => startSignedInSync(uid), [uid]);
}

onSignOut((uid) => deleteLocalDb(uid));
