/**
 * onEvaluationAgreement: when every participant of a running debate has agreed to the AI
 * evaluation, the chat's status becomes 'completed' (SPEC §4 "Debate chat"), which closes
 * it to new messages and offers 'Start AI Evaluation'.
 *
 * A trigger rather than the agreeing client's own write: two people agreeing at the same
 * moment each see the other's key still false, so neither client write would complete the
 * chat, and the rules could then not keep an agreement write to the caller's own key.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { shouldCompleteOnAgreement } from './agreement';

export const onEvaluationAgreement = onDocumentUpdated('chats/{chatId}', async (event) => {
  const after = event.data?.after;
  if (!after || !shouldCompleteOnAgreement(after.data())) return;
  const db = getFirestore();
  await db.runTransaction(async (tx) => {
    const current = await tx.get(after.ref);
    if (!shouldCompleteOnAgreement(current.data())) return;
    tx.update(after.ref, { status: 'completed' });
  });
});
