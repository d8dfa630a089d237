/**
 * The padded run of `npm run judges:check`: the loser's messages made twice as long with
 * words that add no argument, so a judge that moves toward the padded side is rewarding
 * length (docs/judges.md, 'Measuring the judges'). The filler restates a position without
 * naming a claim, a fact, a reason or the other side, so it gives no judge anything to credit.
 */

export const FILLER = [
  'Let me say that again in other words so that my position is completely clear.',
  'I want to be very clear about where I stand on this question.',
  'That is my view on this, and I hold it firmly, as I have said before.',
  'To put it another way, I stand by everything I have written in this debate.',
  'I would ask everyone reading this to keep that in mind.',
];

/**
 * The text followed by filler up to twice its length: whole filler sentences while they fit,
 * then single words, so the result is never longer than twice the text and falls short of it
 * by less than one word.
 */
export function padToTwice(text: string): string {
  const target = text.length * 2;
  const words = Array.from({ length: Math.ceil(target / 10) }, (_, i) => FILLER[i % FILLER.length])
    .join(' ')
    .split(' ');
  let padded = text;
  for (const word of words) {
    if (padded.length + 1 + word.length > target) break;
    padded += ` ${word}`;
  }
  return padded;
}
