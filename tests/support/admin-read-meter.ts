/**
 * Counts the Firestore documents the Admin SDK reads in this process, as Firestore bills
 * them (https://firebase.google.com/docs/firestore/pricing#operations): a document get is
 * one read whether or not it exists, a query one per document returned (one when it
 * returns none), an aggregation one per batch of up to 1,000 index entries. For tests that
 * run a function's own handler in-process (`callable.run(request)`) against the emulators
 * and state what it read. It also counts commits (a write batch, which every single-document
 * write goes through, and a transaction run): what a caller could hold a lock with.
 */
import {
  DocumentReference,
  Firestore,
  Query,
  Transaction,
  WriteBatch,
  type AggregateQuerySnapshot,
  type QuerySnapshot,
} from 'firebase-admin/firestore';

export interface ReadMeter {
  /** Documents read since the meter started or was last reset. */
  reads(): number;
  /** Write batches committed and transactions run since the meter started or was last reset. */
  commits(): number;
  reset(): void;
  /** Puts the SDK's methods back. */
  stop(): void;
}

type Method = (...args: unknown[]) => unknown;

function queryReads(snapshot: QuerySnapshot): number {
  return Math.max(1, snapshot.size);
}

function aggregateReads(snapshot: AggregateQuerySnapshot<Record<string, never>>): number {
  const count = (snapshot.data() as { count?: unknown }).count;
  return typeof count === 'number' ? Math.max(1, Math.ceil(count / 1000)) : 1;
}

/** What one get (a document, a query or an aggregation, in a transaction or not) costs. */
type Class = abstract new (...args: never[]) => unknown;

function readsOf(target: unknown, result: unknown, aggregate: Class): number {
  if (target instanceof DocumentReference) return 1;
  if (target instanceof aggregate) {
    return aggregateReads(result as AggregateQuerySnapshot<Record<string, never>>);
  }
  if (target instanceof Query) return queryReads(result as QuerySnapshot);
  return 0;
}

function refCount(args: unknown[]): number {
  return args.filter((a) => a instanceof DocumentReference).length;
}

/**
 * Starts counting every Admin SDK read in this process until stop(). `db` only shows the
 * meter the SDK's aggregation class (firebase-admin/firestore does not export it to ESM).
 */
export function startReadMeter(db: Firestore): ReadMeter {
  const AggregateQuery = db.collection('meter').count().constructor as Class;
  let count = 0;
  let commits = 0;
  const restore: (() => void)[] = [];
  const patch = (
    proto: object,
    name: string,
    cost: (self: unknown, args: unknown[], result: unknown) => number,
  ) => {
    const original = (proto as Record<string, Method>)[name] as Method;
    (proto as Record<string, Method>)[name] = async function (this: unknown, ...args: unknown[]) {
      const result = await original.apply(this, args);
      count += cost(this, args, result);
      return result;
    };
    restore.push(() => ((proto as Record<string, Method>)[name] = original));
  };
  // DocumentReference.get goes through Firestore.getAll: counted there.
  patch(Query.prototype, 'get', (_, __, result) => queryReads(result as QuerySnapshot));
  patch(AggregateQuery.prototype as object, 'get', (_, __, result) =>
    aggregateReads(result as AggregateQuerySnapshot<Record<string, never>>),
  );
  patch(Firestore.prototype, 'getAll', (_, args) => refCount(args));
  patch(Transaction.prototype, 'get', (_, args, result) =>
    readsOf(args[0], result, AggregateQuery),
  );
  patch(Transaction.prototype, 'getAll', (_, args) => refCount(args));
  // Counted when called, not when done: a commit that waits on a lock is one all the same.
  for (const [proto, name] of [
    [WriteBatch.prototype, 'commit'],
    [Firestore.prototype, 'runTransaction'],
  ] as const) {
    const original = (proto as unknown as Record<string, Method>)[name] as Method;
    (proto as unknown as Record<string, Method>)[name] = function (this: unknown, ...args) {
      commits += 1;
      return original.apply(this, args);
    };
    restore.push(() => ((proto as unknown as Record<string, Method>)[name] = original));
  }
  return {
    reads: () => count,
    commits: () => commits,
    reset: () => {
      count = 0;
      commits = 0;
    },
    stop: () => restore.splice(0).forEach((undo) => undo()),
  };
}
