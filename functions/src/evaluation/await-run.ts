/**
 * A second caller waiting for the run that holds the claim: one listener on the chat (a read
 * when it starts, one per change: a few progress steps and the end), never a poll, then one
 * read of the stored result.
 */
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { chatRef, claimOf, failureOf, resultRef } from './evaluation-store';

export type WaitOutcome =
  | { kind: 'decided'; result: DocumentData }
  | { kind: 'failed'; message: string }
  | { kind: 'released' }
  | { kind: 'timeout' };

/** How the run holding `claimId` ended, as far as its chat shows, or null while it runs. */
function ending(chat: DocumentData | undefined, claimId: string): WaitOutcome | 'stored' | null {
  // The result and the chat's summary of it are written in one transaction.
  if (chat?.debateResult) return 'stored';
  if (claimOf(chat)?.id === claimId) return null;
  const failure = failureOf(chat, claimId);
  return failure ? { kind: 'failed', message: failure } : { kind: 'released' };
}

/** Waits for the run holding `claimId` to store its result, fail or let go, until `deadline`. */
export function awaitRun(
  db: Firestore,
  chatId: string,
  claimId: string,
  deadline: number,
): Promise<WaitOutcome> {
  return new Promise<WaitOutcome>((resolve, reject) => {
    let done = false;
    const finish = (outcome: Promise<WaitOutcome> | WaitOutcome) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      unsubscribe();
      Promise.resolve(outcome).then(resolve, reject);
    };
    const timer = setTimeout(() => finish({ kind: 'timeout' }), Math.max(0, deadline - Date.now()));
    const unsubscribe = chatRef(db, chatId).onSnapshot(
      (snapshot) => {
        const end = ending(snapshot.data(), claimId);
        if (end === 'stored') finish(readStored(db, chatId));
        else if (end) finish(end);
      },
      (error) => finish(Promise.reject(error)),
    );
  });
}

async function readStored(db: Firestore, chatId: string): Promise<WaitOutcome> {
  const result = (await resultRef(db, chatId).get()).data();
  return result ? { kind: 'decided', result } : { kind: 'released' };
}
