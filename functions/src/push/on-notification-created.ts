/**
 * onNotificationCreated: a new in-app notice (debate accepted, won, lost) is also pushed to
 * the user's devices through FCM (send-push.ts). The in-app bell shows it live either way.
 */
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { sendPushForNotification } from './send-push';

export const onNotificationCreated = onDocumentCreated('notifications/{id}', async (event) => {
  const data = event.data?.data();
  if (!data) return;
  const result = await sendPushForNotification(event.params.id, data);
  if (result.sent) {
    console.log(
      `push ${event.params.id}: ${result.delivered}/${result.tokens} delivered, ${result.pruned.length} dead tokens removed`,
    );
  }
});
