/**
 * The six criteria of SPEC §7 ("The prompt lists six criteria") as each ballot scores them
 * (docs/decisions/0014-arena.md §5): every judge gives both debaters 1–10 on each, read back
 * defensively.
 *
 * Validation, documented: a score is a number (or a numeric string) that rounds to an
 * integer from 1 to 10. Anything else (missing, out of range, not a number) is `null`,
 * shown as 'Not scored': a made-up middle score would put words in a judge's mouth.
 */
import { isRecord } from '../documents/fields';

export const CRITERIA = [
  { key: 'evidence', label: 'Factual accuracy and evidence' },
  { key: 'logic', label: 'Logical structure' },
  { key: 'clarity', label: 'Clarity and persuasiveness' },
  { key: 'relevance', label: 'Relevance to the topic' },
  { key: 'rebuttal', label: 'Response to counterarguments' },
  { key: 'overall', label: 'Overall debate skill' },
] as const;

export type CriterionKey = (typeof CRITERIA)[number]['key'];

export const MIN_CRITERION_SCORE = 1;
export const MAX_CRITERION_SCORE = 10;

/** One debater's six scores; null = not scored (missing or invalid). */
export type CriteriaScores = Record<CriterionKey, number | null>;

/** A ballot's scores for the two debaters, participant1 (the creator) first. */
export interface JudgeScores {
  participant1: CriteriaScores;
  participant2: CriteriaScores;
}

/** A valid score, else null (see the module comment). */
export function criterionScore(value: unknown): number | null {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  if (!Number.isFinite(number)) return null;
  const rounded = Math.round(number);
  return rounded >= MIN_CRITERION_SCORE && rounded <= MAX_CRITERION_SCORE ? rounded : null;
}

/** Six scores from a judge's object for one debater; a non-object is all not scored. */
function parseCriteriaScores(value: unknown): CriteriaScores {
  const source = isRecord(value) ? value : {};
  return Object.fromEntries(
    CRITERIA.map((c) => [c.key, criterionScore(source[c.key])]),
  ) as CriteriaScores;
}

/** A ballot's `scores` ({ participant1: {...}, participant2: {...} }), read defensively. */
export function parseJudgeScores(value: unknown): JudgeScores {
  const source = isRecord(value) ? value : {};
  return {
    participant1: parseCriteriaScores(source.participant1),
    participant2: parseCriteriaScores(source.participant2),
  };
}

/** The scores with the debaters' places exchanged (a ballot read from a swapped seating). */
export function swapScores(scores: JudgeScores): JudgeScores {
  return { participant1: scores.participant2, participant2: scores.participant1 };
}
