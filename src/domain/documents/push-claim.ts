/**
 * pushes/{notificationId}: the claim on sending one notice's push
 * (functions/src/push/send-push.ts), so that a trigger delivered again sends nothing: its state,
 * when the last attempt claimed it and how many have. Only the functions read and write them.
 */
import { isRecord, optionalText, timestampMillisOf } from './fields';

interface PushClaimDoc {
  /** 'sending', 'sent' or 'skipped' as stored; undefined when it is not text. */
  state?: string;
  /** When the last attempt claimed it (epoch ms); null when it has no Timestamp. */
  claimedAt: number | null;
  /** The attempts that claimed it: a stored finite number, else 0. */
  attempts: number;
}

/** The claim from its stored data; no document reads as one no attempt has made. */
export function readPushClaim(data: unknown): PushClaimDoc {
  const stored = isRecord(data) ? data : {};
  const attempts = stored.attempts;
  const claim: PushClaimDoc = {
    claimedAt: timestampMillisOf(stored.claimedAt),
    attempts: typeof attempts === 'number' && Number.isFinite(attempts) ? attempts : 0,
  };
  const state = optionalText(stored.state);
  if (state !== undefined) claim.state = state;
  return claim;
}
