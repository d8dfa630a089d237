/**
 * Counts the Firestore documents this app reads, the way Firestore bills them: one per
 * document a read or a listener's snapshot delivers (one for an empty answer). Exposed as
 * `window.__debateArenaReads` so `npm run bench` can state what a screen costs.
 */
import type { QuerySnapshot, SnapshotMetadata } from 'firebase/firestore';

let reads = 0;

export function countReads(documents: number): void {
  reads += Math.max(1, documents);
}

/** A listener's snapshot: the documents that changed on the server (the first one: all). */
export function countSnapshotReads(snapshot: QuerySnapshot): void {
  if (snapshot.metadata.fromCache) return;
  countReads(snapshot.docChanges().length);
}

export function countDocumentReads(metadata: SnapshotMetadata): void {
  if (!metadata.fromCache) countReads(1);
}

export function readCount(): number {
  return reads;
}

export function resetReadCount(): void {
  reads = 0;
}

if (typeof window !== 'undefined') {
  Object.defineProperty(window, '__debateArenaReads', {
    value: { count: readCount, reset: resetReadCount },
    configurable: true,
  });
}
