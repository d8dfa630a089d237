/**
 * Blocking and reporting: users/{uid}/blocks (the owner's block list, read live) and the
 * blockUser / unblockUser / reportUser callables, which do every write (a client cannot
 * write a block or a report itself). All of these need the network: nothing is queued.
 */
import { collection, onSnapshot, orderBy, query } from 'firebase/firestore';
import type { ReportRequest } from '@/domain/moderation';
import { readBlock, type BlockedUser } from '@/domain/documents/block';
import { db } from './firestore';
import { callFunction } from './functions';
import type { CallResponse } from '@/domain/callables';

/** The owner's block list, live, most recent first. */
export function watchBlocks(
  ownerUid: string,
  onBlocks: (blocks: BlockedUser[]) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    query(collection(db(), 'users', ownerUid, 'blocks'), orderBy('blockedAt', 'desc')),
    (snapshot) => onBlocks(snapshot.docs.map((d) => readBlock(d.id, d.data()))),
    onError,
  );
}

/**
 * The uids the owner blocked, live: lists of other people's things (Browse, Watch a Debate)
 * leave them out. Answers [] at once for a list that cannot be read, so a failed block list
 * never hides a screen; the lists say why they failed themselves.
 */
export function watchBlockedUids(
  ownerUid: string,
  onUids: (uids: ReadonlySet<string>) => void,
): () => void {
  return watchBlocks(
    ownerUid,
    (blocks) => onUids(new Set(blocks.map((b) => b.uid))),
    (error) => {
      console.warn('Could not read the block list', error);
      onUids(new Set());
    },
  );
}

type BlockResult = CallResponse<'blockUser'>;

/** Blocks `uid` (and ends the contact both ways). Rejects with the function's message. */
export function blockUser(uid: string): Promise<BlockResult> {
  return callFunction('blockUser', { uid });
}

/** Unblocks `uid`; unblocking someone not blocked succeeds. */
export function unblockUser(uid: string): Promise<BlockResult> {
  return callFunction('unblockUser', { uid });
}

/** Files a report for moderators; resolves with its id. */
export function reportUser(report: ReportRequest): Promise<{ reportId: string }> {
  return callFunction('reportUser', report);
}
