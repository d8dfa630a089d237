/**
 * A second caller waiting for the run that holds the claim: one listener on the chat (a read
 * when it starts, one per change: a few progress steps and the end), never a poll, then one
 * read of the stored result.
 *
 * A run that stored its result still applies the outcome before it lets go, so waiters
 * wait for that release too (or a grace period,
 * should the run die meanwhile): then they answer from the stored result instead of all
 * racing the run, and each other, to apply the same outcome in transactions.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { readDebateState } from '@/domain/documents/debate-state';
import { chatRef, claimOf, failureOf, resultRef } from './evaluation-store';
import { readResult, type ResultDoc } from '@/domain/documents/debate-result';

export type WaitOutcome =
  /** settled: the run let go after storing it, so its outcome step has run. */
  | { kind: 'decided'; result: ResultDoc; settled: boolean }
  | { kind: 'failed'; message: string }
  | { kind: 'released' }
  | { kind: 'timeout' };

/** How long a stored result's run may take to let go before waiters stop waiting for it. */
export const STORED_GRACE_MS = 15_000;

export interface AwaitRunOptions {
  graceMs?: number;
  /**
   * Called once, with the listener's first snapshot: from then on every change to the chat
   * reaches the waiter. A caller that itself changes the chat (a test playing the run) waits
   * for it, or its change may land while the listen is still being set up.
   */
  listening?: () => void;
}

/** Waits for the run holding `claimId` to store its result, fail or let go, until `deadline`. */
export function awaitRun(
  db: Firestore,
  chatId: string,
  claimId: string,
  deadline: number,
  { graceMs = STORED_GRACE_MS, listening }: AwaitRunOptions = {},
): Promise<WaitOutcome> {
  return new Promise<WaitOutcome>((resolve, reject) => {
    let done = false;
    let grace: NodeJS.Timeout | undefined;
    let heard = false;
    const readStored = (settled: boolean) => decidedOutcome(db, chatId, settled);
    const finish = (outcome: Promise<WaitOutcome> | WaitOutcome) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      clearTimeout(grace);
      unsubscribe();
      Promise.resolve(outcome).then(resolve, reject);
    };
    const timer = setTimeout(
      () => finish(grace ? readStored(false) : { kind: 'timeout' }),
      Math.max(0, deadline - Date.now()),
    );
    const unsubscribe = chatRef(db, chatId).onSnapshot(
      (snapshot) => {
        if (!heard) {
          heard = true;
          listening?.();
        }
        const chat = snapshot.data();
        const held = claimOf(chat)?.id === claimId;
        // The result and the chat's summary of it are written in one transaction.
        if (readDebateState(chat).hasResult) {
          if (!held) finish(readStored(true));
          else grace ??= setTimeout(() => finish(readStored(false)), graceMs);
        } else if (!held) {
          const failure = failureOf(chat, claimId);
          finish(failure ? { kind: 'failed', message: failure } : { kind: 'released' });
        }
      },
      (error) => finish(Promise.reject(error)),
    );
  });
}

async function decidedOutcome(
  db: Firestore,
  chatId: string,
  settled: boolean,
): Promise<WaitOutcome> {
  const result = readResult((await resultRef(db, chatId).get()).data());
  return result ? { kind: 'decided', result, settled } : { kind: 'released' };
}
