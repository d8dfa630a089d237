/**
 * Per-account quotas (src/domain/limits.ts) in fixed windows: rateLimits/{uid}_{kind} holds
 * the window's start and its count. A quota is taken in its own transaction before the work
 * it pays for, so concurrent calls cannot both take the last unit, and a call that fails
 * later has still used its unit (an abuser gains nothing by making calls fail).
 */
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { Quota } from '@/domain/limits';
import { readQuotaCounter } from '@/domain/documents/quota-counter';

/**
 * Attempts for a transaction that all of one person's calls at once lock (their quota
 * counter, their request lock). Under Firestore's locks (the emulator's too), each of N such
 * calls can be aborted by the others up to N - 1 times before its turn comes; with the SDK's
 * default of 5, two of eight creates at once failed as 'INTERNAL' on a loaded machine. The
 * SDK's backoff gives up after its eleventh attempt whatever is asked, and waits before each
 * retry (1 s, growing by half each time, jittered): a burst that needs all 10 would wait
 * about 75 s, past a callable's 60 s time-out; the bursts tests make (eight at once) are through
 * in a few seconds.
 */
export const PER_PERSON_ATTEMPTS = 10;

export function quotaRef(uid: string, kind: string) {
  return getFirestore().collection('rateLimits').doc(`${uid}_${kind}`);
}

/** Units of `quota` left for `uid` at `now`, without taking one (for tests and admin). */
export async function quotaLeft(uid: string, quota: Quota, now = Date.now()): Promise<number> {
  const counter = readQuotaCounter((await quotaRef(uid, quota.kind).get()).data());
  if (!counter || now - counter.windowStart >= quota.windowMs) return quota.limit;
  return Math.max(0, quota.limit - counter.count);
}

/** rateLimits/{uid}_{kind} as the functions write it (read with readQuotaCounter). */
interface QuotaWrite {
  uid: string;
  kind: string;
  windowStart: Timestamp;
  count: number;
}

/**
 * The quota document once `units` more are taken at `now` (a window that has run out starts
 * again), or null when fewer are left. For a transaction that reads the document itself.
 */
export function quotaAfterTaking(
  data: unknown,
  uid: string,
  quota: Quota,
  { units = 1, now = Date.now() }: { units?: number; now?: number } = {},
): QuotaWrite | null {
  const counter = readQuotaCounter(data);
  const fresh = !counter || now - counter.windowStart >= quota.windowMs;
  const used = fresh ? 0 : counter.count;
  if (used + units > quota.limit) return null;
  return {
    uid,
    kind: quota.kind,
    // A window the functions started holds whole ms (Timestamp.fromMillis), kept as it is.
    windowStart: Timestamp.fromMillis(fresh ? now : counter.windowStart),
    count: used + units,
  };
}

/**
 * Takes `units` of `quota` for `uid`, or throws resource-exhausted with the quota's message
 * (and takes nothing) when fewer are left.
 */
export async function takeQuota(
  uid: string,
  quota: Quota,
  { units = 1, now = Date.now() }: { units?: number; now?: number } = {},
): Promise<void> {
  const db = getFirestore();
  const ref = quotaRef(uid, quota.kind);
  const allowed = await db.runTransaction(
    async (tx) => {
      const taken = quotaAfterTaking((await tx.get(ref)).data(), uid, quota, { units, now });
      if (taken) tx.set(ref, taken);
      return taken !== null;
    },
    { maxAttempts: PER_PERSON_ATTEMPTS },
  );
  if (!allowed) throw new HttpsError('resource-exhausted', quota.message);
}
