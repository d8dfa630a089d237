import { sidesWriting, type SideWriting } from '@/domain/judging/no-contest';
import type { Chat } from '@/domain/model';
import { judgesMayRead } from '@/domain/pre-start';
import { chatRange, localDb } from '@/offline/db';
import { useLiveQuery } from '@/offline/live-query';

/**
 * What each debater has written for the judges so far, as this device holds the debate, in
 * `chat.participants` order: the banner's warning that the debate is still too short to judge.
 * As the judges' function counts (evaluateDebate), only messages from the start on count (none
 * of the pre-start chat), and one the server refused does not; one still on its way does, as it
 * will carry a time after the start. The function's count of the server's copy decides; this one
 * tells the debaters before they end it. Undefined while `active` is false or the device is read.
 */
export function useSidesWriting(
  uid: string,
  chat: Chat,
  active: boolean,
): SideWriting[] | undefined {
  const participants = chat.participants.join('|');
  const start = chat.debateStartTime ?? null;
  return useLiveQuery(async () => {
    if (!active || start === null) return undefined;
    const messages = await localDb(uid)
      .messages.where('[chatId+order]')
      .between(...chatRange(chat.id))
      .filter((m) =>
        m.state === 'queued' ? true : m.state === 'sent' && judgesMayRead(m.timestamp, start),
      )
      .toArray();
    return sidesWriting(messages, participants.split('|'));
  }, [uid, chat.id, participants, start, active]);
}
