/**
 * Counts the documents the Admin SDK reads in this process, as Firestore bills them: each
 * document a lookup returns (found or not), and each document a query returns, at least one
 * per query. It wraps the SDK's two read paths (@google-cloud/firestore's DocumentReader,
 * behind every get and getAll in or out of a transaction, and Query._get, behind every
 * query), so functions code run in-process is metered without changing it.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const firestoreDir = require
  .resolve('@google-cloud/firestore', { paths: [require.resolve('firebase-admin')] })
  .replace(/index\.js$/, '');

interface Patchable {
  prototype: { _get: (...args: unknown[]) => Promise<{ result: unknown }> };
}

let reads = 0;
let installed = false;

function meter(target: Patchable, count: (result: unknown) => number) {
  const original = target.prototype._get;
  target.prototype._get = async function metered(this: unknown, ...args: unknown[]) {
    const answer = await original.apply(this, args);
    reads += count(answer.result);
    return answer;
  };
}

/** Starts counting (once per process). */
export function installAdminReadMeter(): void {
  if (installed) return;
  installed = true;
  const { DocumentReader } = require(`${firestoreDir}document-reader.js`) as {
    DocumentReader: Patchable;
  };
  const { Query } = require(`${firestoreDir}reference/query.js`) as { Query: Patchable };
  meter(DocumentReader, (result) => (Array.isArray(result) ? result.length : 0));
  meter(Query, (result) => Math.max(1, (result as { size?: number }).size ?? 0));
}

export function adminReads(): number {
  return reads;
}
