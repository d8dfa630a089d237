/**
 * The local demo judge's verdict: not an AI model, a transparent and deterministic heuristic
 * over the fenced transcript of the prompt (read with the domain's own prompt reader), which
 * says so in every analysis. Same transcript, same verdict.
 */

import { CRITERIA, MAX_CRITERION_SCORE, MIN_CRITERION_SCORE } from '@/domain/judging/criteria';
import type { CriterionKey } from '@/domain/judging/criteria';
import type { ReadMessage, ReadParticipant, ReadPrompt } from '@/domain/judging/prompt-reader';
import { DEFAULT_JUDGE_CONFIDENCE, DRAW, JUDGE_TEXT } from '@/domain/judging/verdict';
import type { JudgeVerdict } from '@/domain/judging/verdict';

export const DEMO_JUDGE_MODEL = 'local-demo-judge';
export const DEMO_JUDGE_NAME = 'Local demo judge (not an AI model)';

/** Scores closer than this share of the higher one are a Draw. */
const DRAW_MARGIN = 0.1;
const POINTS = { word: 1, evidence: 4, response: 5 };
const STANCE_MAX_CHARS = 160;

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

const EVIDENCE = [
  /\b\d[\d,.]*\s*(%|percent\b)?/g,
  /\bbecause\b/g,
  /\bfor (example|instance)\b/g,
  /\bsuch as\b/g,
  /\baccording to\b/g,
  /\b(study|studies|research|data|evidence|statistics|survey|report|source)\b/g,
  /\b(therefore|thus|consequently)\b/g,
];

const REBUTTAL =
  /\b(you said|you claim|your (point|argument|claim)|however|but|on the contrary|that ignores|disagree|counter|actually|not true|misses)\b/;

interface SideScore {
  label: string;
  count: number;
  words: number;
  evidence: number;
  responses: number;
  score: number;
}

function substantiveWords(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  return words.filter((w) => [...w].length >= 4 && !STOPWORDS.has(w) && !/^\d/.test(w));
}

function countEvidence(text: string): number {
  const lower = text.toLowerCase();
  return EVIDENCE.reduce((sum, pattern) => sum + (lower.match(pattern)?.length ?? 0), 0);
}

function answersOpponent(content: string, opponentLabel: string, previous: string): boolean {
  const lower = content.toLowerCase();
  if (REBUTTAL.test(lower) || lower.includes(opponentLabel.toLowerCase())) return true;
  const theirs = new Set(substantiveWords(previous));
  return new Set(substantiveWords(content).filter((w) => theirs.has(w))).size >= 2;
}

function scoreSide(
  label: string,
  opponentLabel: string,
  messages: readonly ReadMessage[],
): SideScore {
  const words = new Set<string>();
  let evidence = 0;
  let responses = 0;
  let count = 0;
  let lastFromOpponent: string | null = null;
  for (const message of messages) {
    if (message.speaker !== label) {
      if (message.speaker === opponentLabel) lastFromOpponent = message.content;
      continue;
    }
    count += 1;
    substantiveWords(message.content).forEach((w) => words.add(w));
    evidence += countEvidence(message.content);
    if (
      lastFromOpponent !== null &&
      answersOpponent(message.content, opponentLabel, lastFromOpponent)
    ) {
      responses += 1;
    }
  }
  const score = words.size * POINTS.word + evidence * POINTS.evidence + responses * POINTS.response;
  return { label, count, words: words.size, evidence, responses, score };
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function describe(side: SideScore, opponent: SideScore): string {
  return (
    `${side.label} wrote ${plural(side.count, 'message')} with ${plural(side.words, 'distinct substantive word')}, ` +
    `${plural(side.evidence, 'evidence marker')} ` +
    `and answered ${opponent.label} in ${plural(side.responses, 'message')}, scoring ${side.score}.`
  );
}

function stanceOf(
  side: SideScore,
  participant: ReadParticipant,
  messages: readonly ReadMessage[],
): string {
  const first = messages
    .find((m) => m.speaker === side.label)
    ?.content.replace(/\s+/g, ' ')
    .trim();
  const text = first || participant.stance?.trim();
  if (!text) return JUDGE_TEXT.noStance;
  const chars = [...text];
  return chars.length > STANCE_MAX_CHARS ? `${chars.slice(0, STANCE_MAX_CHARS).join('')}...` : text;
}

function strengths(winner: SideScore, loser: SideScore): string {
  const led: string[] = [];
  if (winner.evidence > loser.evidence)
    led.push(
      `backed claims with more evidence (${winner.evidence} to ${plural(loser.evidence, 'marker')})`,
    );
  if (winner.responses > loser.responses)
    led.push(
      `answered the other side more often (${winner.responses} to ${plural(loser.responses, 'reply', 'replies')})`,
    );
  if (winner.words > loser.words)
    led.push(
      `developed the case in more depth (${winner.words} to ${plural(loser.words, 'distinct substantive word')})`,
    );
  return led.length ? led.join('; ') : 'kept pace on every measure';
}

function advice(loser: SideScore, winner: SideScore): string {
  const tips: string[] = [];
  if (loser.evidence <= winner.evidence)
    tips.push('support each claim with numbers, sources or concrete examples');
  if (loser.responses <= winner.responses)
    tips.push(`answer ${winner.label}'s points directly before adding new ones`);
  if (loser.words <= winner.words)
    tips.push('develop each argument further instead of restating it');
  return tips.length ? tips.join('; ') : 'keep building on the same strengths';
}

function clampScore(value: number): number {
  return Math.min(MAX_CRITERION_SCORE, Math.max(MIN_CRITERION_SCORE, Math.round(value)));
}

/**
 * The six criteria from the same counts: evidence markers for evidence, distinct words for
 * logic and clarity, messages for relevance, replies for rebuttals, the total for overall.
 */
function criteriaScores(side: SideScore, high: number): Record<CriterionKey, number> {
  const scores: Record<CriterionKey, number> = {
    evidence: clampScore(1 + side.evidence * 2),
    logic: clampScore(1 + side.words / 5),
    clarity: clampScore(1 + side.words / 6),
    relevance: clampScore(1 + side.count * 2),
    rebuttal: clampScore(1 + side.responses * 3),
    overall: clampScore(high === 0 ? 1 : 1 + (9 * side.score) / high),
  };
  return Object.fromEntries(CRITERIA.map((c) => [c.key, scores[c.key]])) as typeof scores;
}

const NEUTRAL_SCORES = Object.fromEntries(CRITERIA.map((c) => [c.key, 5])) as Record<
  CriterionKey,
  number
>;

/** The verdict for a debate read from the prompt: same transcript, same verdict. */
export function judgeDebate(debate: ReadPrompt): JudgeVerdict {
  const [p1, p2] = debate.participants;
  if (!p1 || !p2 || !debate.fenced) {
    return {
      winner: DRAW,
      analysis: `${DEMO_JUDGE_NAME}: no debate transcript was found in the prompt, so neither side could be scored.`,
      participant1Stance: JUDGE_TEXT.noStance,
      participant2Stance: JUDGE_TEXT.noStance,
      winnerReason: 'No transcript to score.',
      loserReason: 'No transcript to score.',
      confidence: DEFAULT_JUDGE_CONFIDENCE,
      scores: { participant1: NEUTRAL_SCORES, participant2: NEUTRAL_SCORES },
    };
  }
  const one = scoreSide(p1.label, p2.label, debate.messages);
  const two = scoreSide(p2.label, p1.label, debate.messages);
  const high = Math.max(one.score, two.score);
  const margin = high === 0 ? 0 : Math.abs(one.score - two.score) / high;
  const draw = margin < DRAW_MARGIN;
  const [winner, loser] = one.score >= two.score ? [one, two] : [two, one];
  const outcome = draw
    ? `The scores are within ${DRAW_MARGIN * 100}% of each other, so the demo judge calls it a Draw.`
    : `${winner.label} leads by ${Math.round(margin * 100)}%, so the demo judge awards ${winner.label} the debate.`;
  return {
    winner: draw ? DRAW : winner.label,
    analysis:
      `${DEMO_JUDGE_NAME}: this verdict comes from a transparent heuristic (${POINTS.word} point per distinct substantive word, ` +
      `${POINTS.evidence} per evidence marker such as a number, 'because' or 'for example', ${POINTS.response} per message answering the other side), not from understanding the arguments` +
      `${debate.topic ? ` about ${JSON.stringify(debate.topic)}` : ''}. ${describe(one, two)} ${describe(two, one)} ${outcome}`,
    participant1Stance: stanceOf(one, p1, debate.messages),
    participant2Stance: stanceOf(two, p2, debate.messages),
    winnerReason: draw
      ? `Both sides were evenly matched: ${one.label} scored ${one.score} and ${two.label} ${two.score}.`
      : `${winner.label} ${strengths(winner, loser)}.`,
    loserReason: draw
      ? `To break the tie, either side could ${advice(one, two)}.`
      : `${loser.label} could ${advice(loser, winner)}.`,
    confidence: draw
      ? DEFAULT_JUDGE_CONFIDENCE
      : Math.min(95, Math.max(55, Math.round(50 + margin * 50))),
    scores: { participant1: criteriaScores(one, high), participant2: criteriaScores(two, high) },
  };
}
