/**
 * users/{uid}/blocks/{blockedUid}: someone the owner blocked, with their name when they were
 * blocked (what 'Blocked users' shows). Only the blockUser function writes them; the owner
 * reads their own list.
 */
import { isRecord, millisOf, text, timestampAsStored } from './fields';

/** Someone the signed-in user blocked. */
export interface BlockedUser {
  uid: string;
  /** Their name when they were blocked; '' when none was stored. */
  displayName: string;
  /** Epoch ms; null while the server's time is pending. */
  blockedAt: number | null;
}

/** The block from its stored data. */
export function readBlock(uid: string, data: unknown): BlockedUser {
  const stored = isRecord(data) ? data : {};
  return { uid, displayName: text(stored.displayName), blockedAt: millisOf(stored.blockedAt) };
}

/**
 * When the block began, as stored (a Timestamp): blocking again keeps it
 * (functions/src/moderation/block-user.ts). null when there is none.
 */
export function blockedAtAsStored(data: unknown): unknown {
  return timestampAsStored(isRecord(data) ? data.blockedAt : undefined);
}
