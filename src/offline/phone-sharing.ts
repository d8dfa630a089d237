/**
 * Writing to someone shows them your phone (DESIGN.md §5 "Consent"): once the outbox has
 * committed a batch to a normal chat whose details (the mirror's copy) do not show this
 * user's number yet, it asks the sharePhone function. The server checks that a message of
 * this user is in the chat and writes the number itself; the mirror then gets it with the
 * chat, so the next batch asks nothing.
 *
 * A call that fails for a passing reason (the network, a busy or restarting server) is asked
 * again after SHARE_RETRY_DELAYS_MS: one lost call must not leave the number hidden until
 * this user writes there again. A refusal (the server said no) is not asked again; after the
 * last retry, the next batch asks again.
 */
import { requestPhoneShare } from '@/data/phone-share';
import { localDb } from './db';
import { isPermanent } from './permanent-errors';

type RequestShare = (chatId: string) => Promise<unknown>;

/** The waits before each further call after a passing failure: about 15 s in all. */
const SHARE_RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000] as const;

function refused(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && isPermanent(code);
}

export class PhoneSharing {
  /** Chats asked (and answered) this session: the mirror may not have the number yet. */
  private readonly answered = new Set<string>();
  private readonly inFlight = new Set<string>();
  private stopped = false;

  constructor(
    private readonly uid: string,
    private readonly request: RequestShare = requestPhoneShare,
    private readonly delays: readonly number[] = SHARE_RETRY_DELAYS_MS,
  ) {}

  /** The outbox committed messages of this chat. */
  batchSent(chatId: string): void {
    if (this.stopped || this.answered.has(chatId) || this.inFlight.has(chatId)) return;
    this.inFlight.add(chatId);
    void this.ask(chatId).finally(() => this.inFlight.delete(chatId));
  }

  /** Ends the session's sharing: a retry that is waiting asks nothing when its wait ends. */
  stop(): void {
    this.stopped = true;
  }

  private async ask(chatId: string): Promise<void> {
    for (let attempt = 0; !this.stopped; attempt++) {
      const chat = await localDb(this.uid).chats.get(chatId);
      // Debates show both numbers from the start; a shown number needs nothing.
      if (!chat || chat.isDebate || chat.participantDetails[this.uid]?.phoneNumber) return;
      try {
        await this.request(chatId);
        this.answered.add(chatId);
        return;
      } catch (error) {
        const delay = this.delays[attempt];
        const last = refused(error) || delay === undefined;
        console.warn(`Phone for ${chatId} not shared yet${last ? '' : ', asking again'}`, error);
        if (last) return;
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }
}
