/**
 * Client-made message ids (DESIGN §4: the outbox writes a message under the id it was given
 * offline, so a retry never duplicates it). Ids from one client sort as text in the order
 * they were made, even many in one millisecond or after the clock steps back.
 */

const TIME_WIDTH = 9; // base-36 milliseconds up to the year 5188
const COUNTER_WIDTH = 4;
const RANDOM_WIDTH = 8;

const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';
// Random bytes are drawn in batches: one crypto call per id would dominate a burst of sends.
const pool = new Uint8Array(4096);
let poolIndex = pool.length;

function randomByte(): number {
  if (poolIndex >= pool.length) {
    globalThis.crypto.getRandomValues(pool);
    poolIndex = 0;
  }
  return pool[poolIndex++] ?? 0;
}

function randomSuffix(): string {
  let out = '';
  while (out.length < RANDOM_WIDTH) {
    const byte = randomByte();
    // 252 = 7 × 36: bytes above it are skipped so every digit is equally likely.
    if (byte < 252) out += DIGITS[byte % 36];
  }
  return out;
}

type MessageIdGenerator = (now?: number) => string;

/**
 * A generator with its own time and counter. The app uses one per process (newMessageId);
 * a narrower counter exists so tests can reach its overflow without millions of ids.
 */
export function createMessageIdGenerator(counterWidth: number = COUNTER_WIDTH): MessageIdGenerator {
  const counterLimit = 36 ** counterWidth;
  let lastTime = -1;
  let counter = 0;
  return (now = Date.now()) => {
    const time = Math.max(0, Math.floor(now));
    if (time > lastTime) {
      lastTime = time;
      counter = 0;
    } else if (++counter >= counterLimit) {
      // The counter is spent: borrow the next millisecond rather than break the order.
      lastTime += 1;
      counter = 0;
    }
    return (
      lastTime.toString(36).padStart(TIME_WIDTH, '0') +
      counter.toString(36).padStart(counterWidth, '0') +
      randomSuffix()
    );
  };
}

/**
 * A 21-character id of [0-9a-z]: time in base-36 milliseconds, a counter within that
 * millisecond, then random characters that keep ids of different clients apart. A clock
 * that goes back (or an earlier `now`) reuses the last time and counts on, so order holds.
 */
export const newMessageId: MessageIdGenerator = createMessageIdGenerator();

/** The id of the normal chat between two users: the same whoever starts it. */
export function directChatId(a: string, b: string): string {
  return a < b ? `${a}_${b}` : `${b}_${a}`;
}

/**
 * Whether `chatId` has the shape of another pair's normal chat (directChatId of two uids,
 * neither of them `uid`). A missing chat under such an id is answered like someone else's
 * existing one (firestore.rules, the chat callables), so a third person cannot learn
 * whether two people talk by asking for their chat. Other ids (debates) are random.
 */
export function isOthersPairChatId(chatId: string, uid: string): boolean {
  return /.+_.+/.test(chatId) && !chatId.split('_').includes(uid);
}

const DOCUMENT_ID = /^[^/]{1,128}$/;

/** A string that can name a document: 1–128 characters, no '/', not '.' or '..'. */
export function isDocumentId(value: unknown): value is string {
  return typeof value === 'string' && DOCUMENT_ID.test(value) && value !== '.' && value !== '..';
}
