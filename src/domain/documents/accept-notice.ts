/**
 * acceptNotices/{requestId}_{acceptorUid}: when that acceptor last caused the requester's
 * "debate accepted" notice and which one (functions/src/debates/accept-notice.ts), and when
 * each debater was last pushed while the debate waited to start (functions/src/push/
 * pre-start.ts). Only the functions read and write them; a TTL removes them.
 */
import { isRecord, nonEmptyText, timestampMillisOf } from './fields';

interface AcceptNoticeDoc {
  /** When the last notice was sent (epoch ms); null when it has no Timestamp. */
  lastNoticeAt: number | null;
  /** That notice's id (notifications/{id}); undefined when it is not text or ''. */
  notificationId?: string;
  /** Per uid, when they were last pushed before the start (epoch ms); Timestamps only. */
  pushedAt: Record<string, number>;
}

function timestampMap(value: unknown): Record<string, number> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).flatMap(([uid, at]) => {
      const ms = timestampMillisOf(at);
      return ms === null ? [] : [[uid, ms]];
    }),
  );
}

/** The record from its stored data; no document reads as one without a notice or a push. */
export function readAcceptNotice(data: unknown): AcceptNoticeDoc {
  const stored = isRecord(data) ? data : {};
  const notice: AcceptNoticeDoc = {
    lastNoticeAt: timestampMillisOf(stored.lastNoticeAt),
    pushedAt: timestampMap(stored.pushedAt),
  };
  const notificationId = nonEmptyText(stored.notificationId);
  if (notificationId !== undefined) notice.notificationId = notificationId;
  return notice;
}
