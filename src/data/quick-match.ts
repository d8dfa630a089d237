/**
 * Quick Match (functions/src/matchmaking): the joinQuickMatch / leaveQuickMatch callables,
 * and the caller's own place matchPool/{uid} (written by the functions only; its owner may
 * read it), so an open Quick Match screen opens the debate the moment it is paired.
 */
import { doc, onSnapshot } from 'firebase/firestore';
import type { QuickMatchAnswer } from '@/domain/matchmaking';
import type { MotionCategory } from '@/domain/motion-categories';
import { readPairing, type QuickMatchPairing } from '@/domain/documents/pool-place';
import { db } from './firestore';
import { callFunction } from './functions';
import { countDocumentReads } from './read-meter';

interface QuickMatchChoice {
  timeLimit: number;
  category: MotionCategory | null;
  /** The screen's search (isQuickMatchTicket in src/domain/matchmaking.ts). */
  ticket: string;
}

export type { QuickMatchAnswer } from '@/domain/matchmaking';

/**
 * Takes a place (or keeps the held one: `refresh`) and tries to pair at once. Needs the
 * network; rejects with a CallableError carrying the function's message.
 */
export function joinQuickMatch(
  choice: QuickMatchChoice,
  refresh: boolean,
): Promise<QuickMatchAnswer> {
  return callFunction('joinQuickMatch', {
    ...choice,
    refresh,
  });
}

/** Gives the place up; answers the debate instead when it was paired in the same instant. */
export function leaveQuickMatch(): Promise<{ left: true } | { left: false; chatId: string }> {
  return callFunction('leaveQuickMatch', {});
}

/** The debate the caller's place was paired into, live; null while it is not paired. */
export function watchQuickMatchPairing(
  uid: string,
  onPairing: (pairing: QuickMatchPairing | null) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    doc(db(), 'matchPool', uid),
    (snapshot) => {
      countDocumentReads(snapshot.metadata);
      onPairing(readPairing(snapshot.data()));
    },
    onError,
  );
}
