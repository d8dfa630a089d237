/**
 * The local demo judge's verdict: not an AI model, a transparent and deterministic heuristic
 * over the fenced transcript of the prompt (read with the domain's own prompt reader), which
 * says so in every analysis. Same transcript, same verdict.
 */

import { CRITERIA, MAX_CRITERION_SCORE, MIN_CRITERION_SCORE } from '@/domain/judging/criteria';
import type { CriterionKey } from '@/domain/judging/criteria';
import type { ReadMessage, ReadPrompt } from '@/domain/judging/prompt-reader';
import { DEFAULT_JUDGE_CONFIDENCE, DRAW, JUDGE_TEXT } from '@/domain/judging/verdict';
import type { JudgeVerdict } from '@/domain/judging/verdict';
import { quotesFor, stances, turningPoints } from './quotes';
import { answersOpponent, countEvidence, substantiveWords } from './signals';

export const DEMO_JUDGE_MODEL = 'local-demo-judge';
export const DEMO_JUDGE_NAME = 'Local demo judge (not an AI model)';

/** Scores closer than this share of the higher one are a Draw. */
const DRAW_MARGIN = 0.1;
const POINTS = { word: 1, evidence: 4, response: 5 };

interface SideScore {
  label: string;
  count: number;
  words: number;
  evidence: number;
  responses: number;
  score: number;
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

/** One concrete tip for a side: where it trailed the other most. */
function tipFor(side: SideScore, other: SideScore): string {
  if (side.evidence <= other.evidence) {
    return 'Support each claim with a number, a source or a concrete example.';
  }
  if (side.responses <= other.responses) {
    return `Answer ${other.label}'s points directly before adding new ones.`;
  }
  if (side.words <= other.words) return 'Develop each argument further instead of restating it.';
  return `Keep backing each claim with evidence and keep answering ${other.label} directly.`;
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

const NO_QUOTES = Object.fromEntries(CRITERIA.map((c) => [c.key, [] as string[]])) as Record<
  CriterionKey,
  string[]
>;

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
      quotes: { participant1: NO_QUOTES, participant2: NO_QUOTES },
      turningPoints: [],
      tips: { participant1: 'No transcript to score.', participant2: 'No transcript to score.' },
    };
  }
  const one = scoreSide(p1.label, p2.label, debate.messages);
  const two = scoreSide(p2.label, p1.label, debate.messages);
  const high = Math.max(one.score, two.score);
  const margin = high === 0 ? 0 : Math.abs(one.score - two.score) / high;
  const draw = margin < DRAW_MARGIN;
  const [winner, loser] = one.score >= two.score ? [one, two] : [two, one];
  const [stated1, stated2] = stances([p1, p2], debate.messages);
  const outcome = draw
    ? `The scores are within ${DRAW_MARGIN * 100}% of each other, so the demo judge calls it a Draw.`
    : `${winner.label} leads by ${Math.round(margin * 100)}%, so the demo judge awards ${winner.label} the debate.`;
  return {
    winner: draw ? DRAW : winner.label,
    analysis:
      `${DEMO_JUDGE_NAME}: this verdict comes from a transparent heuristic (${POINTS.word} point per distinct substantive word, ` +
      `${POINTS.evidence} per evidence marker such as a number, 'because' or 'for example', ${POINTS.response} per message answering the other side), not from understanding the arguments` +
      `${debate.topic ? ` about ${JSON.stringify(debate.topic)}` : ''}. ${describe(one, two)} ${describe(two, one)} ${outcome}`,
    participant1Stance: stated1,
    participant2Stance: stated2,
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
    quotes: {
      participant1: quotesFor(p1.label, p2.label, debate.messages, debate.topic),
      participant2: quotesFor(p2.label, p1.label, debate.messages, debate.topic),
    },
    turningPoints: turningPoints([p1, p2], debate.messages),
    tips: { participant1: tipFor(one, two), participant2: tipFor(two, one) },
  };
}
