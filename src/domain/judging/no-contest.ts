/**
 * 'No contest' (docs/judges.md): a debate where either side wrote fewer than
 * NO_CONTEST_MIN_MESSAGES messages or NO_CONTEST_MIN_WORDS words is not sent to the judges.
 * It ends without a winner, ratings, medals or stats, and no judge is paid: a verdict on one
 * line against nothing would be noise, and a free way to farm wins.
 */

export const NO_CONTEST_MIN_MESSAGES = 2;
export const NO_CONTEST_MIN_WORDS = 40;
/** What the evaluation banner says. */
export const NO_CONTEST_TEXT = 'No contest: both sides need at least 2 messages';

interface WordSegmenter {
  segment(text: string): Iterable<{ isWordLike?: boolean }>;
}

/** Unicode word boundaries where the runtime has them (Node 20, every current browser). */
function segmenter(): WordSegmenter | null {
  const Segmenter = (
    Intl as { Segmenter?: new (locale?: string, options?: object) => WordSegmenter }
  ).Segmenter;
  return Segmenter ? new Segmenter(undefined, { granularity: 'word' }) : null;
}

/**
 * The words of `text`, counted up to `enough` (then it stops: a side's 2,000 messages need
 * not all be read to know it wrote 40 words). Words are Unicode words, so Chinese or Thai
 * written without spaces counts its words too; numbers count.
 */
export function countWords(text: string, enough = Number.POSITIVE_INFINITY): number {
  const words = segmenter();
  let count = 0;
  if (words) {
    for (const part of words.segment(text)) {
      if (part.isWordLike && ++count >= enough) return count;
    }
    return count;
  }
  return Math.min(enough, text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0);
}

export interface SideWriting {
  messages: number;
  /** Counted up to NO_CONTEST_MIN_WORDS. */
  words: number;
}

/** What each debater wrote (messages with any text; words up to what the rule needs). */
export function sidesWriting(
  messages: readonly { senderId: string; content: string }[],
  participants: readonly string[],
): SideWriting[] {
  return participants.map((uid) => {
    let count = 0;
    let words = 0;
    for (const message of messages) {
      if (message.senderId !== uid || !message.content.trim()) continue;
      count += 1;
      if (words < NO_CONTEST_MIN_WORDS) {
        words += countWords(message.content, NO_CONTEST_MIN_WORDS - words);
      }
    }
    return { messages: count, words };
  });
}

/** True when a side wrote fewer than 2 messages or 40 words. */
export function tooShort(side: SideWriting): boolean {
  return side.messages < NO_CONTEST_MIN_MESSAGES || side.words < NO_CONTEST_MIN_WORDS;
}

/** True when either debater wrote fewer than 2 messages or 40 words: not judged. */
export function isNoContest(
  messages: readonly { senderId: string; content: string }[],
  participants: readonly string[],
): boolean {
  return sidesWriting(messages, participants).some(tooShort);
}
