/**
 * What the local demo judge counts in a message (heuristic.ts): substantive words, evidence
 * markers (numbers, 'because', 'for example', sources) and replies to the other side. Plain
 * text patterns, so anyone can see why a side scored what it did.
 */

const STOPWORDS = new Set(
  `that this with have from they will would there their what about which when your were been
  more than then them some just like also into only very because could should does doesn
  dont didn isnt arent wasnt here where while these those being other such much many most
  even still over under after before again same both each every over well yeah okay sure
  think know really thing things something anything going want make made said says
  youre theyre thats it's that's don't can't won't i'm you're`
    .split(/\s+/)
    .filter(Boolean),
);

export const EVIDENCE = [
  /\b\d[\d,.]*\s*(%|percent\b)?/g,
  /\bbecause\b/g,
  /\bfor (example|instance)\b/g,
  /\bsuch as\b/g,
  /\baccording to\b/g,
  /\b(study|studies|research|data|evidence|statistics|survey|report|source)\b/g,
  /\b(therefore|thus|consequently)\b/g,
];

export const REBUTTAL =
  /\b(you said|you claim|your (point|argument|claim)|however|but|on the contrary|that ignores|disagree|counter|actually|not true|misses)\b/;

export function substantiveWords(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  return words.filter((w) => [...w].length >= 4 && !STOPWORDS.has(w) && !/^\d/.test(w));
}

export function countEvidence(text: string): number {
  const lower = text.toLowerCase();
  return EVIDENCE.reduce((sum, pattern) => sum + (lower.match(pattern)?.length ?? 0), 0);
}

export function answersOpponent(content: string, opponentLabel: string, previous: string): boolean {
  const lower = content.toLowerCase();
  if (REBUTTAL.test(lower) || lower.includes(opponentLabel.toLowerCase())) return true;
  const theirs = new Set(substantiveWords(previous));
  return new Set(substantiveWords(content).filter((w) => theirs.has(w))).size >= 2;
}
