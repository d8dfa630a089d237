/**
 * Sends the push for one in-app notification to every device of its user, once.
 *
 * Firestore triggers are delivered at least once, so the send is claimed first, in a
 * transaction on pushes/{notificationId}: a redelivered event finds the claim and sends
 * nothing. A claim left by an attempt that died mid-way expires after CLAIM_LEASE_MS, so a
 * later retry still delivers (at the small risk of a repeat, which the notification's tag
 * collapses on the device). Tokens FCM reports as dead are deleted; any other error keeps
 * the token (FCM may be briefly unavailable).
 *
 * Each person's devices receive at most QUOTAS.pushReceive pushes an hour, whoever causes
 * them: beyond it the push is skipped (the in-app notice is there all the same), so nobody
 * can make someone's phone buzz without end. A push about a chat its recipient muted
 * (users/{uid}/mutes/{chatId}) is skipped too.
 *
 * Nothing calls this from a trigger any more: the functions that create a notice or cause a
 * debate moment send the push themselves, through notify.ts.
 */
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { readPushClaim } from '@/domain/documents/push-claim';
import { MAX_PUSH_DEVICES, QUOTAS } from '@/domain/limits';
import { takeQuota } from '../safety/quota';
import { pushableNotification, pushMessageFor, type PushMessage } from './push-message';
import { pushTransport, type PushTransport, type TokenOutcome } from './transport';

export const CLAIM_LEASE_MS = 5 * 60 * 1000;
/** FCM's limit per multicast call. */
export const MULTICAST_LIMIT = 500;

/** The only errors that mean a token will never work again. */
export const DEAD_TOKEN_CODES = new Set([
  'messaging/registration-token-not-registered',
  'messaging/invalid-registration-token',
]);

export type PushResult =
  | {
      sent: false;
      reason:
        | 'not-pushed-type'
        | 'already-claimed'
        | 'no-tokens'
        | 'recipient-quota'
        | 'muted'
        | 'blocked'
        | 'throttled'
        | 'failed';
    }
  | { sent: true; tokens: number; delivered: number; pruned: string[] };

function claimDoc(db: Firestore, notificationId: string) {
  return db.collection('pushes').doc(notificationId);
}

/** Claims the send; false when another delivery of the same event has (or had) it. */
async function claim(db: Firestore, notificationId: string, userId: string): Promise<boolean> {
  const ref = claimDoc(db, notificationId);
  return db.runTransaction(async (tx) => {
    const { state, claimedAt, attempts } = readPushClaim((await tx.get(ref)).data());
    const live =
      state === 'sending' && claimedAt !== null && Date.now() - claimedAt < CLAIM_LEASE_MS;
    if (state === 'sent' || state === 'skipped' || live) return false;
    tx.set(ref, { userId, state: 'sending', claimedAt: Timestamp.now(), attempts: attempts + 1 });
    return true;
  });
}

/**
 * The devices a push goes to: the MAX_PUSH_DEVICES seen most recently. The registration
 * trigger keeps no more than that (token-owner.ts); the limit bounds a push's reads even
 * before it has caught up with a burst of registrations.
 */
async function userTokens(db: Firestore, userId: string): Promise<string[]> {
  const snapshot = await db
    .collection('users')
    .doc(userId)
    .collection('fcmTokens')
    .orderBy('lastSeen', 'desc')
    .limit(MAX_PUSH_DEVICES)
    .get();
  return snapshot.docs.map((d) => d.id);
}

async function sendInChunks(
  transport: PushTransport,
  tokens: readonly string[],
  message: PushMessage,
): Promise<TokenOutcome[]> {
  const outcomes: TokenOutcome[] = [];
  for (let start = 0; start < tokens.length; start += MULTICAST_LIMIT) {
    const chunk = tokens.slice(start, start + MULTICAST_LIMIT);
    outcomes.push(...(await transport.sendMulticast(chunk, message)));
  }
  return outcomes;
}

async function pruneDeadTokens(
  db: Firestore,
  userId: string,
  tokens: readonly string[],
  outcomes: readonly TokenOutcome[],
): Promise<string[]> {
  const dead = tokens.filter((_, i) => {
    const code = outcomes[i]?.errorCode;
    return code !== undefined && DEAD_TOKEN_CODES.has(code);
  });
  if (dead.length === 0) return dead;
  const collection = db.collection('users').doc(userId).collection('fcmTokens');
  const writer = db.bulkWriter();
  for (const token of dead) void writer.delete(collection.doc(token));
  await writer.close();
  return dead;
}

/** False when the recipient's devices have had their pushes for this hour. */
async function takeRecipientQuota(userId: string): Promise<boolean> {
  try {
    await takeQuota(userId, QUOTAS.pushReceive);
    return true;
  } catch (error) {
    if (error instanceof HttpsError && error.code === 'resource-exhausted') return false;
    throw error;
  }
}

/** One push to one person's devices, sent at most once under its id (pushes/{id}). */
export interface PushRequest {
  id: string;
  userId: string;
  /** The chat it is about, if any: nothing is sent when the recipient muted it. */
  chatId?: string;
  message: PushMessage;
}

export function muteRef(db: Firestore, uid: string, chatId: string) {
  return db.collection('users').doc(uid).collection('mutes').doc(chatId);
}

async function deliver(
  db: Firestore,
  request: PushRequest,
  transport: PushTransport,
): Promise<PushResult> {
  const { id: notificationId, userId } = request;
  if (request.chatId && (await muteRef(db, userId, request.chatId).get()).exists) {
    await claimDoc(db, notificationId).update({
      state: 'skipped',
      skippedAt: Timestamp.now(),
      reason: 'muted',
    });
    return { sent: false, reason: 'muted' };
  }
  // The quota first: a recipient whose hour is used up costs no read of their devices.
  if (!(await takeRecipientQuota(userId))) {
    await claimDoc(db, notificationId).update({
      state: 'skipped',
      skippedAt: Timestamp.now(),
      reason: 'recipient-quota',
    });
    return { sent: false, reason: 'recipient-quota' };
  }
  const tokens = await userTokens(db, userId);
  if (tokens.length === 0) {
    await claimDoc(db, notificationId).update({
      state: 'sent',
      sentAt: Timestamp.now(),
      tokens: 0,
    });
    return { sent: false, reason: 'no-tokens' };
  }
  const outcomes = await sendInChunks(transport, tokens, request.message);
  const pruned = await pruneDeadTokens(db, userId, tokens, outcomes);
  const delivered = outcomes.filter((o) => o.success).length;
  await claimDoc(db, notificationId).update({
    state: 'sent',
    sentAt: Timestamp.now(),
    tokens: tokens.length,
    delivered,
    pruned: pruned.length,
  });
  return { sent: true, tokens: tokens.length, delivered, pruned };
}

/** Sends one push once: a repeated call with the same id sends nothing. */
export async function sendPush(
  request: PushRequest,
  transport: PushTransport = pushTransport(),
  db: Firestore = getFirestore(),
): Promise<PushResult> {
  if (!(await claim(db, request.id, request.userId))) {
    return { sent: false, reason: 'already-claimed' };
  }
  try {
    return await deliver(db, request, transport);
  } catch (error) {
    // Let a retry try again instead of waiting out the lease.
    await claimDoc(db, request.id)
      .update({ state: 'failed', failedAt: Timestamp.now(), error: String(error) })
      .catch(() => undefined);
    throw error;
  }
}

/** The push of an in-app notice (debate accepted, won, lost), once per notice id. */
export async function sendPushForNotification(
  notificationId: string,
  data: unknown,
  transport: PushTransport = pushTransport(),
  db: Firestore = getFirestore(),
): Promise<PushResult> {
  const notification = pushableNotification(data);
  if (!notification) return { sent: false, reason: 'not-pushed-type' };
  return sendPush(
    {
      id: notificationId,
      userId: notification.userId,
      chatId: notification.chatId,
      message: pushMessageFor(notificationId, notification),
    },
    transport,
    db,
  );
}
