/**
 * A judge's answer (SPEC §4 "Consensus of judges", §7 "External AI calls"): the json verdict
 * the prompt asks for, read defensively. Unparseable output and missing fields take the
 * SPEC's defaults, so a misbehaving judge still casts a (Draw) vote.
 */

import type { JudgeCall, JudgeJudgment } from '@/domain/model';
import { isRecord } from '../documents/fields';
import { clipText } from './bounds';
import { parseJudgeScores } from './criteria';
import type { CriterionKey } from './criteria';
import { parseRawQuotes, parseRawTurningPoints, parseTips } from './evidence';

export const DRAW = 'Draw';
export const DEFAULT_JUDGE_CONFIDENCE = 50;
/**
 * Characters one text field of a verdict keeps: a real judge's whole answer fits in its
 * 1,500 tokens, so only a misbehaving server is clipped, and a stored result stays bounded.
 */
export const MAX_VERDICT_TEXT_CHARS = 6_000;

export const JUDGE_TEXT = {
  allFailed: 'All AI judges failed to evaluate the debate',
  unparsedStance: 'Could not parse stance',
  unparsedAnalysis: 'Analysis parsing failed',
  noAnalysis: 'Analysis not provided',
  noStance: 'Position not clearly identified',
  noWinnerReason: 'Winner reason not provided',
  noLoserReason: 'Improvement suggestions not provided',
} as const;

/** The json object every judge is asked to answer with (what the demo judge writes too). */
export interface JudgeVerdict extends JudgeCall {
  /** 1–10 on each criterion (criteria.ts) for participant1 and participant2 as listed. */
  scores: {
    participant1: Record<CriterionKey, number>;
    participant2: Record<CriterionKey, number>;
  };
  /**
   * Per debater and criterion, short passages copied exactly from the transcript that the
   * score rests on (evidence.ts checks them).
   */
  quotes: {
    participant1: Record<CriterionKey, string[]>;
    participant2: Record<CriterionKey, string[]>;
  };
  /** The two moments that turned the debate: an exact quote and one sentence why. */
  turningPoints: { quote: string; why: string }[];
  /** One concrete tip for each debater. */
  tips: { participant1: string; participant2: string };
}

/** Blank content is a failed call (retried), not a verdict: the caller never parses it. */
export function isBlankContent(content: string | null | undefined): boolean {
  return content == null || content.trim() === '';
}

/** The index of the '}' closing the '{' at start, skipping braces inside strings; -1 if none. */
function closingBrace(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === '\\') escaped = true;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return i;
  }
  return -1;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * The verdict object: the whole text when it is JSON (a non-object is no verdict), else the
 * first balanced {...} in it that parses as a JSON object (code fences, surrounding prose).
 */
export function extractJsonObject(text: string): Record<string, unknown> | null {
  const whole = parseJson(text.trim());
  if (whole.ok) return isRecord(whole.value) ? whole.value : null;
  for (let start = text.indexOf('{'); start !== -1; start = text.indexOf('{', start + 1)) {
    const end = closingBrace(text, start);
    if (end === -1) continue;
    const candidate = parseJson(text.slice(start, end + 1));
    if (candidate.ok && isRecord(candidate.value)) return candidate.value;
  }
  return null;
}

function textField(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim()
    ? clipText(value.trim(), MAX_VERDICT_TEXT_CHARS)
    : undefined;
}

function confidenceField(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return DEFAULT_JUDGE_CONFIDENCE;
  return Math.round(Math.min(100, Math.max(0, value)));
}

/** SPEC §4: unparseable output is a Draw at 50 with the placeholder texts. */
function unparsedJudgment(judgeName: string): JudgeJudgment {
  return {
    winner: DRAW,
    analysis: JUDGE_TEXT.unparsedAnalysis,
    participant1Stance: JUDGE_TEXT.unparsedStance,
    participant2Stance: JUDGE_TEXT.unparsedStance,
    winnerReason: JUDGE_TEXT.noWinnerReason,
    loserReason: JUDGE_TEXT.noLoserReason,
    judge: judgeName,
    confidence: DEFAULT_JUDGE_CONFIDENCE,
    scores: parseJudgeScores(null),
  };
}

/**
 * A judge's reply as a judgment (SPEC §4). Missing, blank or wrongly typed fields take
 * their defaults; the winner is kept as written (blind.ts maps it back to a debater).
 */
export function parseJudgeResponse(
  content: string | null | undefined,
  judgeName: string,
): JudgeJudgment {
  const data = typeof content === 'string' ? extractJsonObject(content) : null;
  if (!data) return unparsedJudgment(judgeName);
  return {
    winner: textField(data.winner) ?? DRAW,
    analysis: textField(data.analysis) ?? JUDGE_TEXT.noAnalysis,
    participant1Stance: textField(data.participant1Stance) ?? JUDGE_TEXT.noStance,
    participant2Stance: textField(data.participant2Stance) ?? JUDGE_TEXT.noStance,
    winnerReason: textField(data.winnerReason) ?? JUDGE_TEXT.noWinnerReason,
    loserReason: textField(data.loserReason) ?? JUDGE_TEXT.noLoserReason,
    judge: judgeName,
    confidence: confidenceField(data.confidence),
    // Missing or invalid scores are null, 'Not scored' (criteria.ts).
    scores: parseJudgeScores(data.scores),
    // Checked against the transcript by the server before anyone sees them (evidence.ts).
    quotes: parseRawQuotes(data.quotes),
    rawTurningPoints: parseRawTurningPoints(data.turningPoints),
    tips: parseTips(data.tips),
  };
}
