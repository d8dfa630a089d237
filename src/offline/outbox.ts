/**
 * The outbox: messages typed on this device wait here, survive reloads, and are written to
 * Firestore in the order they were typed, chat by chat, under the ids made when they were
 * typed (a retried write can never duplicate one). One tab at a time drains it (Web Locks).
 *
 * Offline behaviour: enqueueing works offline and shows the message at once as queued;
 * draining waits for the network and resumes on 'online', on start and periodically.
 */
import { FirebaseError } from 'firebase/app';
import { fetchChatFromServer } from '@/data/chats';
import { commitMessages, messageIsStored, type OutgoingMessage } from '@/data/messages';
import { newMessageId } from '@/domain/ids';
import { OUTBOX_BATCH_SIZE } from '@/domain/limits';
import { REFUSAL_TEXT, refusalCause } from '@/domain/message-refusal';
import { isPermanent } from './permanent-errors';
import { localDb, pendingOrder, type ArenaDatabase, type LocalChat, type LocalMessage } from './db';

/** How long a refusal waits for the server's copy of its chat before using the device's. */
const REFUSAL_READ_TIMEOUT_MS = 10_000;

const RETRY_BASE_MS = 1_000;
const RETRY_MAX_MS = 30_000;
const PERIODIC_KICK_MS = 15_000;

interface NewMessage {
  chatId: string;
  senderId: string;
  senderPhone: string;
  content: string;
}

/** Stores a typed message and queues it; resolves once it is on the device (works offline). */
export async function enqueueMessage(message: NewMessage): Promise<string> {
  const db = localDb(message.senderId);
  const id = newMessageId();
  const clientTime = Date.now();
  await db.transaction('rw', db.messages, db.outbox, async () => {
    await db.messages.add({
      ...message,
      id,
      timestamp: null,
      state: 'queued',
      clientTime,
      order: pendingOrder(clientTime, id),
    });
    await db.outbox.add({ messageId: id, chatId: message.chatId, enqueuedAt: clientTime });
  });
  engines.get(message.senderId)?.kick();
  return id;
}

/** Puts a failed message back in the queue. */
export async function retryMessage(uid: string, id: string): Promise<void> {
  const db = localDb(uid);
  await db.transaction('rw', db.messages, db.outbox, async () => {
    const message = await db.messages.get(id);
    if (!message || message.state !== 'failed') return;
    await db.messages.update(id, { state: 'queued', error: undefined, refusal: undefined });
    await db.outbox.add({ messageId: id, chatId: message.chatId, enqueuedAt: Date.now() });
  });
  engines.get(uid)?.kick();
}

/** Removes a failed message from the device. */
export async function discardMessage(uid: string, id: string): Promise<void> {
  const db = localDb(uid);
  await db.transaction('rw', db.messages, db.outbox, async () => {
    const message = await db.messages.get(id);
    if (message?.state !== 'failed') return;
    await db.messages.delete(id);
    await db.outbox.where('messageId').equals(id).delete();
  });
}

function errorCode(error: unknown): string {
  return error instanceof FirebaseError ? error.code.replace(/^firestore\//, '') : 'unknown';
}

/** What a refused message says, and (permission-denied) why the rules refused it. */
function refusalOf(error: unknown, chat: LocalChat | undefined): Partial<LocalMessage> {
  switch (errorCode(error)) {
    case 'permission-denied': {
      const refusal = refusalCause(chat, Date.now());
      return { error: REFUSAL_TEXT[refusal], refusal };
    }
    case 'not-found':
      return { error: 'Not delivered: this chat no longer exists.' };
    default:
      return {
        error: `Not delivered: ${error instanceof Error ? error.message : 'the server refused it'}.`,
      };
  }
}

function toOutgoing(m: LocalMessage): OutgoingMessage {
  return {
    id: m.id,
    chatId: m.chatId,
    senderId: m.senderId,
    senderPhone: m.senderPhone,
    content: m.content,
  };
}

async function withOutboxLock(uid: string, work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return work();
  await locks.request(`debate-arena-outbox-${uid}`, work);
}

function online(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

const engines = new Map<string, OutboxEngine>();

/**
 * Pauses the listener of a conversation open on this device while a backlog is sent to it,
 * and returns the function that resumes it (see MessageMirror.hold); the sync session
 * provides it. An outbox with no conversations to pause does without.
 */
type HoldConversation = (chatId: string) => () => void;

const NO_CONVERSATIONS: HoldConversation = () => () => undefined;

/**
 * Told after each batch that reached the server, once (the sync session asks for the message
 * push and shares the phone): committed, or refused and then found stored.
 */
type BatchSent = (chatId: string, messageIds: readonly string[]) => void;

/** The chat as the server has it now: what a refusal's cause is read from. */
type ReadServerChat = (chatId: string) => Promise<LocalChat | null>;

const readChatFromServer: ReadServerChat = (chatId) =>
  fetchChatFromServer(chatId, REFUSAL_READ_TIMEOUT_MS);

/**
 * Refused messages whose cause is still being read, by chat. That chat's later messages wait
 * for it (they would meet the same refusal); other chats' messages go on meanwhile. `failed`:
 * one could not be recorded (it stays queued, and the drain stops to retry later).
 */
interface Explaining {
  pending: Map<string, Promise<void>>;
  failed: boolean;
}

/** Drains one user's outbox while they are signed in on this device. */
export class OutboxEngine {
  private readonly db: ArenaDatabase;
  private running = false;
  private again = false;
  private stopped = false;
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private periodic: ReturnType<typeof setInterval> | undefined;
  private readonly onOnline = () => {
    this.failures = 0;
    this.kick();
  };

  constructor(
    private readonly uid: string,
    private readonly holdConversation: HoldConversation = NO_CONVERSATIONS,
    private readonly onBatchSent: BatchSent = () => undefined,
    private readonly readServerChat: ReadServerChat = readChatFromServer,
  ) {
    this.db = localDb(uid);
  }

  async start(): Promise<void> {
    engines.set(this.uid, this);
    if (typeof window !== 'undefined') window.addEventListener('online', this.onOnline);
    this.periodic = setInterval(() => this.kick(), PERIODIC_KICK_MS);
    this.kick();
  }

  stop(): void {
    this.stopped = true;
    if (engines.get(this.uid) === this) engines.delete(this.uid);
    if (typeof window !== 'undefined') window.removeEventListener('online', this.onOnline);
    clearInterval(this.periodic);
    clearTimeout(this.retryTimer);
  }

  /** Starts a drain, or asks the running one to look again when it finishes. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    void withOutboxLock(this.uid, () => this.drain())
      .catch((error) => console.error('Outbox drain failed', error))
      .finally(() => {
        this.running = false;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Resolves when the outbox is empty (tests and benchmarks). */
  async idle(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while ((await this.db.outbox.count()) > 0 || this.running) {
      if (Date.now() > deadline) throw new Error('The outbox did not drain in time.');
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  private async drain(): Promise<void> {
    // A backlog (more than one batch) is sent with the open conversation's listener paused:
    // see HoldConversation.
    const backlog = (await this.db.outbox.count()) > OUTBOX_BATCH_SIZE;
    const releases = new Map<string, () => void>();
    const explaining: Explaining = { pending: new Map(), failed: false };
    try {
      while (!this.stopped && online()) {
        if (explaining.failed) {
          this.scheduleRetry();
          return;
        }
        const head = await this.db.outbox
          .orderBy('seq')
          .filter((item) => !explaining.pending.has(item.chatId))
          .limit(OUTBOX_BATCH_SIZE)
          .toArray();
        const first = head[0];
        if (!first) {
          if (!explaining.pending.size) return;
          // Only chats with a refusal being explained are left: their turn comes after it.
          await Promise.race(explaining.pending.values());
          continue;
        }
        const otherChat = head.findIndex((item) => item.chatId !== first.chatId);
        const run = otherChat === -1 ? head : head.slice(0, otherChat);
        if (backlog && !releases.has(first.chatId)) {
          releases.set(first.chatId, this.holdConversation(first.chatId));
        }
        const ok = await this.send(
          first.chatId,
          run.map((item) => item.messageId),
          explaining,
        );
        if (!ok) {
          this.scheduleRetry();
          return;
        }
        this.failures = 0;
      }
    } finally {
      // The lock is held until every refusal is explained: no other tab sends them again.
      await Promise.all(explaining.pending.values());
      for (const release of releases.values()) release();
    }
  }

  /** Sends messages of one chat; false when a passing fault means: try again later. */
  private async send(chatId: string, ids: string[], explaining: Explaining): Promise<boolean> {
    const found = await this.db.messages.bulkGet(ids);
    const messages = found.filter(
      (m): m is LocalMessage => !!m && m.state !== 'sent' && m.state !== 'failed',
    );
    const settled = ids.filter((id) => !messages.some((m) => m.id === id));
    if (settled.length) await this.db.outbox.where('messageId').anyOf(settled).delete();
    if (!messages.length) return true;

    try {
      await commitMessages(chatId, messages.map(toOutgoing));
      const sent = messages.map((m) => m.id);
      await this.settle(sent, { state: 'sent' });
      this.onBatchSent(chatId, sent);
      return true;
    } catch (error) {
      if (!isPermanent(errorCode(error))) return false;
      // One refused message fails the whole batch: find it by sending them one by one, up to
      // the first refusal (the rest of the chat waits for its cause).
      if (messages.length > 1) {
        for (const m of messages) {
          if (explaining.pending.has(chatId)) break;
          if (!(await this.send(chatId, [m.id], explaining))) return false;
        }
        return true;
      }
      const [only] = messages as [LocalMessage];
      explaining.pending.set(
        chatId,
        this.explain(only, error)
          .catch((reason) => {
            console.error('Outbox refusal not recorded', reason);
            explaining.failed = true;
          })
          .finally(() => explaining.pending.delete(chatId)),
      );
      return true;
    }
  }

  /** Records a refused message as sent (a replay) or failed, with the cause read from the server. */
  private async explain(refused: LocalMessage, error: unknown): Promise<void> {
    const { chatId, id, senderId } = refused;
    // A write that reached the server though its commit was refused (a replay after a reload,
    // or a batch the SDK sent again after its stream broke before the server's answer) is a
    // success, and what follows a sent batch (the push, the phone's share) has not run yet.
    if (await messageIsStored(chatId, id, senderId)) {
      await this.settle([id], { state: 'sent' });
      this.onBatchSent(chatId, [id]);
    } else {
      await this.settle([id], {
        state: 'failed',
        ...refusalOf(error, await this.refusedIn(chatId)),
      });
    }
  }

  /**
   * The chat a message was refused in, as the server has it now (its debate may have ended
   * since this device heard), else as this device holds it: what the refusal is read from.
   */
  private async refusedIn(chatId: string): Promise<LocalChat | undefined> {
    // The refusal came from the server, so it is reachable; right after a reconnect the SDK
    // may still be reconnecting: wait for its answer before trusting this device's copy,
    // which may not know yet that the debate ended.
    const server = await this.readServerChat(chatId).catch(() => undefined);
    if (server !== undefined) return server ?? undefined;
    return this.db.chats.get(chatId);
  }

  /** Records the outcome and takes the messages out of the outbox, in one transaction. */
  private async settle(ids: string[], changes: Partial<LocalMessage>): Promise<void> {
    await this.db.transaction('rw', this.db.messages, this.db.outbox, async () => {
      await this.db.outbox.where('messageId').anyOf(ids).delete();
      // The listener's echo may have marked them sent already, with their server time.
      await this.db.messages
        .where('id')
        .anyOf(ids)
        .and((m) => m.state !== 'sent')
        .modify(changes);
    });
  }

  private scheduleRetry(): void {
    this.failures += 1;
    const delay = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** (this.failures - 1));
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => this.kick(), delay);
  }
}
