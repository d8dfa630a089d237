/**
 * Writing to someone shows them your phone (DESIGN.md §5 "Consent"): once the outbox has
 * committed a batch to a normal chat whose details (the mirror's copy) do not show this
 * user's number yet, it asks the sharePhone function once. The server checks that a
 * message of this user is in the chat and writes the number itself; the mirror then gets
 * it with the chat, so the next batch asks nothing. A failed call is only logged: the next
 * batch asks again.
 */
import { requestPhoneShare } from '@/data/phone-share';
import { localDb } from './db';

type RequestShare = (chatId: string) => Promise<unknown>;

export class PhoneSharing {
  /** Chats asked (and answered) this session: the mirror may not have the number yet. */
  private readonly answered = new Set<string>();
  private readonly inFlight = new Set<string>();
  private stopped = false;

  constructor(
    private readonly uid: string,
    private readonly request: RequestShare = requestPhoneShare,
  ) {}

  /** The outbox committed messages of this chat. */
  batchSent(chatId: string): void {
    if (this.stopped || this.answered.has(chatId) || this.inFlight.has(chatId)) return;
    this.inFlight.add(chatId);
    void this.ask(chatId).finally(() => this.inFlight.delete(chatId));
  }

  stop(): void {
    this.stopped = true;
  }

  private async ask(chatId: string): Promise<void> {
    const chat = await localDb(this.uid).chats.get(chatId);
    // Debates show both numbers from the start; a shown number needs nothing.
    if (!chat || chat.isDebate || chat.participantDetails[this.uid]?.phoneNumber) return;
    try {
      await this.request(chatId);
      this.answered.add(chatId);
    } catch (error) {
      console.warn(`Phone for ${chatId} not shared yet`, error);
    }
  }
}
