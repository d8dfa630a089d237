/**
 * Keeps the requester's name and rating on their waiting requests in step with their profile
 * (src/domain/debate-requests.ts requesterFields): Browse shows them from the request itself,
 * so a screen of requests reads no profile. Called by onUserWritten for every profile write;
 * only a change of what a card shows costs anything (one query, then one write per waiting
 * request, at most MAX_PENDING_REQUESTS of them).
 */
import type { Firestore } from 'firebase-admin/firestore';
import {
  requesterFields,
  sameRequesterFields,
  WAITING_REQUEST_STATUSES,
} from '@/domain/debate-requests';
import { readDebateRequest } from '@/domain/documents/debate-request';
import type { ProfileDoc } from '@/domain/documents/profile';

/** Whether a profile write changed what a request card shows of its owner. */
export function requesterCardChanged(
  before: ProfileDoc | undefined,
  after: ProfileDoc | undefined,
): boolean {
  if (!before || !after) return false;
  // The phone only names someone with neither name; both sides use the same one.
  return !sameRequesterFields(requesterFields(before, ''), requesterFields(after, ''));
}

export async function syncRequesterFields(
  db: Firestore,
  uid: string,
  before: ProfileDoc | undefined,
  after: ProfileDoc | undefined,
): Promise<void> {
  if (!requesterCardChanged(before, after)) return;
  const waiting = await db
    .collection('debateRequests')
    .where('userId', '==', uid)
    .where('status', 'in', [...WAITING_REQUEST_STATUSES])
    .get();
  if (waiting.empty) return;
  const batch = db.batch();
  for (const request of waiting.docs) {
    const phone = readDebateRequest(request.data())?.userPhone ?? '';
    batch.update(request.ref, { ...requesterFields(after, phone) });
  }
  await batch.commit();
}
