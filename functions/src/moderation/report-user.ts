/**
 * reportUser({ reportedUid, reason, details?, chatId?, messageId? }): files a report in
 * reports/{id}, which no client can read (firestore.rules); moderators list them with
 * `npm run admin -- reports`. A report from a chat must come from one of its participants
 * about the other, and a reported message must be the reported person's: the message is
 * copied in, so a moderator sees what was said without opening anyone's chat.
 */
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { QUOTAS } from '@/domain/limits';
import { MODERATION_ERRORS, validateReport, type ReportRequest } from '@/domain/moderation';
import { signedInCallable } from '../safety/callable';
import { takeQuota } from '../safety/quota';
import { publicName } from './person';
import { readChat } from '@/domain/documents/chat';
import { readChatMessage } from '@/domain/documents/chat-message';

/** Where the report points, as stored in it: the message copied with its stored time. */
interface Evidence {
  chatId?: string;
  messageId?: string;
  message?: { content: string; timestamp: unknown };
}

/** The chat and message the report points at, checked, as stored in the report. */
async function evidence(me: string, report: ReportRequest): Promise<Evidence> {
  if (!report.chatId) return {};
  const chatRef = getFirestore().collection('chats').doc(report.chatId);
  const stored = (await chatRef.get()).data();
  const participants = stored ? readChat(chatRef.id, stored).participants : [];
  const inChat = (uid: string) => participants.includes(uid);
  if (!stored || !inChat(me) || !inChat(report.reportedUid)) {
    throw new HttpsError('not-found', MODERATION_ERRORS.chatNotFound);
  }
  if (!report.messageId) return { chatId: report.chatId };
  const message = readChatMessage(
    (await chatRef.collection('messages').doc(report.messageId).get()).data(),
  );
  if (message?.senderId !== report.reportedUid) {
    throw new HttpsError('not-found', MODERATION_ERRORS.messageNotFound);
  }
  return {
    chatId: report.chatId,
    messageId: report.messageId,
    message: {
      content: message.content ?? '',
      timestamp: message.timestamp,
    },
  };
}

export const reportUser = signedInCallable('reportUser', async (request, me) => {
  const checked = validateReport(request.data, me);
  if (!checked.ok) throw new HttpsError('invalid-argument', checked.error);
  const report = checked.value;
  await takeQuota(me, QUOTAS.report);

  const [reportedName, found] = await Promise.all([
    publicName(report.reportedUid),
    evidence(me, report),
  ]);
  if (reportedName === null) throw new HttpsError('not-found', MODERATION_ERRORS.userNotFound);

  const ref = getFirestore().collection('reports').doc();
  await ref.set({
    reporterUid: me,
    reportedUid: report.reportedUid,
    reportedName,
    reason: report.reason,
    ...(report.details ? { details: report.details } : {}),
    ...found,
    status: 'open',
    createdAt: FieldValue.serverTimestamp(),
  });
  return { reportId: ref.id };
});
