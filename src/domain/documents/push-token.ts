/**
 * users/{uid}/fcmTokens/{token}: a device its owner receives push on. The owner creates it
 * (src/push/token-docs.ts: the token, createdAt, lastSeen, the user agent) and refreshes its
 * lastSeen; the functions keep each token with its newest holder
 * (functions/src/push/token-owner.ts) and prune dead ones.
 */
import { isRecord, timestampMillisOf } from './fields';

interface PushTokenDoc {
  /** When this holder registered it (epoch ms); null when it has no Timestamp. */
  createdAt: number | null;
}

/** The device from its stored data; no document reads as one never registered. */
export function readPushToken(data: unknown): PushTokenDoc {
  const stored = isRecord(data) ? data : {};
  return { createdAt: timestampMillisOf(stored.createdAt) };
}
