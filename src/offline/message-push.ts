/**
 * Asks for the other participant's message push after the outbox committed a batch
 * (decision 2 in the team's notes): at most one call per chat per CLIENT_PUSH_INTERVAL_MS,
 * a batch inside that window asking once more at its end (so the newest message is the
 * one pushed), and none while the other participant's member doc (the mirror's `members`
 * table) says they are looking at the chat. A failed call is only logged: the message is
 * delivered either way.
 */
import { requestMessagePush } from '@/data/message-push';
import { MESSAGE_PUSH_INTERVAL_MS, viewingNow } from '@/domain/push';
import { localDb } from './db';

/** A little over the server's window, so the server never throttles our own second call. */
export const CLIENT_PUSH_INTERVAL_MS = MESSAGE_PUSH_INTERVAL_MS + 1_000;

type RequestPush = (chatId: string) => Promise<unknown>;

export class MessagePushRequests {
  private readonly lastCall = new Map<string, number>();
  private readonly planned = new Map<string, ReturnType<typeof setTimeout>>();
  private stopped = false;

  constructor(
    private readonly uid: string,
    private readonly request: RequestPush = requestMessagePush,
    private readonly now: () => number = Date.now,
  ) {}

  /** The outbox committed messages of this chat. */
  batchSent(chatId: string): void {
    if (this.stopped || this.planned.has(chatId)) return;
    const last = this.lastCall.get(chatId);
    const wait = last === undefined ? 0 : last + CLIENT_PUSH_INTERVAL_MS - this.now();
    if (wait <= 0) {
      void this.ask(chatId);
      return;
    }
    this.planned.set(
      chatId,
      setTimeout(() => {
        this.planned.delete(chatId);
        void this.ask(chatId);
      }, wait),
    );
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.planned.values()) clearTimeout(timer);
    this.planned.clear();
  }

  private async ask(chatId: string): Promise<void> {
    if (this.stopped) return;
    const previous = this.lastCall.get(chatId);
    this.lastCall.set(chatId, this.now());
    try {
      if (await this.otherIsViewing(chatId)) {
        // No call made: the window stays where it was.
        if (previous === undefined) this.lastCall.delete(chatId);
        else this.lastCall.set(chatId, previous);
        return;
      }
      await this.request(chatId);
    } catch (error) {
      console.warn(`Message push for ${chatId} not requested`, error);
    }
  }

  private async otherIsViewing(chatId: string): Promise<boolean> {
    const db = localDb(this.uid);
    const chat = await db.chats.get(chatId);
    const other = chat?.participants.find((p) => p !== this.uid);
    if (!other) return false;
    return viewingNow(await db.members.get([chatId, other]), this.now());
  }
}
