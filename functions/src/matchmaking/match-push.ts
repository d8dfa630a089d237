/**
 * 'Opponent found' (docs/decisions/0025-never-alone.md §1 wording): pushed to both people of a new
 * pair, once per chat and person (pushes/{id}, send-push.ts), so a person who left the Quick Match
 * screen (their place is kept for POOL_HOLD_MS) hears that the debate is waiting. The worker shows
 * it only while no window of the app is on screen (src/domain/push.ts).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { chatPath } from '@/domain/chat-list';
import { MATCH_FOUND_PUSH_TYPE, opponentFoundBody, PUSH_TEXT } from '@/domain/push';
import type { Side } from '@/domain/motion-categories';
import { appOrigin, PUSH_BADGE, PUSH_ICON, type PushMessage } from '../push/push-message';
import { sendPush } from '../push/send-push';
import { pushTransport } from '../push/transport';

export function matchFoundPushId(chatId: string, uid: string): string {
  return `match_found_${chatId}_${uid}`;
}

export function matchFoundMessage(
  chatId: string,
  uid: string,
  side: Side,
  topic: string,
  origin = appOrigin(),
): PushMessage {
  const url = chatPath({ id: chatId, isDebate: true });
  return {
    data: {
      notificationId: matchFoundPushId(chatId, uid),
      type: MATCH_FOUND_PUSH_TYPE,
      title: PUSH_TEXT.opponentFound,
      body: opponentFoundBody(side, topic),
      icon: PUSH_ICON,
      badge: PUSH_BADGE,
      tag: `match-${chatId}`,
      url,
      chatId,
    },
    webpush: {
      // Worth nothing once the room has waited a while: the debate is in the chat list.
      headers: { Urgency: 'high', TTL: String(10 * 60) },
      fcmOptions: { link: `${origin}${url}` },
    },
  };
}

/** Pushes 'Opponent found' to both; a failed push never fails the pairing. */
export async function pushOpponentFound(
  db: Firestore,
  chatId: string,
  topic: string,
  sides: { for: string; against: string },
): Promise<void> {
  const transport = pushTransport();
  await Promise.all(
    (['for', 'against'] as const).map(async (side) => {
      const uid = sides[side];
      try {
        await sendPush(
          {
            id: matchFoundPushId(chatId, uid),
            userId: uid,
            chatId,
            message: matchFoundMessage(chatId, uid, side, topic),
          },
          transport,
          db,
        );
      } catch (error) {
        console.error(`push ${matchFoundPushId(chatId, uid)} failed`, error);
      }
    }),
  );
}
