/**
 * The evaluation progress shown while the judges work (SPEC §4 "Evaluation", §9). The
 * screen animates towards the cap on its own; the server writes real progress as judges
 * finish, and the screen shows whichever is further along.
 */

export const EVALUATION_INITIAL_STAGE = 'Initializing debate evaluation...';
export const EVALUATION_COMPLETE_STAGE = 'Evaluation complete! Preparing results...';
export const EVALUATION_TICK_MS = 500;
export const EVALUATION_MAX_STEP = 15;
/** The animation never passes this while waiting: only the verdict brings 100. */
export const EVALUATION_WAITING_CAP = 85;
export const EVALUATION_COMPLETE_PROGRESS = 100;
/** How long the completed progress stays on screen before it is cleared. */
export const EVALUATION_CLEAR_AFTER_MS = 800;
const JUDGE_COUNT = 3;

/** The stage text for a progress percentage. */
export function stageForProgress(progress: number): string {
  if (progress < 20) return 'Analyzing debate content...';
  if (progress < 40) return 'Consulting Judge GPT...';
  if (progress < 60) return 'Consulting Judge DeepSeek...';
  if (progress < 80) return 'Consulting Judge Grok...';
  return 'Calculating final verdict...';
}

/**
 * The next animated progress: a random whole step of 0 to 15 (`random` returns [0, 1), like
 * Math.random), never above 85 and never below the current value.
 */
export function nextAnimatedProgress(current: number, random: () => number): number {
  const base = Number.isFinite(current) ? current : 0;
  if (base >= EVALUATION_WAITING_CAP) return base;
  const r = Math.min(1, Math.max(0, random()));
  const step = Math.round(r * EVALUATION_MAX_STEP);
  return Math.min(EVALUATION_WAITING_CAP, base + step);
}

/** What the progress modal shows: the animated value or the server's, whichever is higher. */
export function displayedProgress(animated: number, server: number | null | undefined): number {
  return Math.max(animated, server ?? 0);
}

const PROGRESS_BY_JUDGES_DONE = [20, 45, 65, 85] as const;

interface EvaluationProgress {
  progress: number;
  stage: string;
}

/**
 * The real progress for the server to write as judges finish: 0 done → 20, 1 → 45, 2 → 65,
 * 3 → 85 (the verdict is still to be computed), each with its stage text. Counts outside
 * 0–3 are clamped.
 */
export function progressForJudgesDone(judgesDone: number): EvaluationProgress {
  const index = Math.min(JUDGE_COUNT, Math.max(0, Math.floor(judgesDone) || 0));
  const progress = PROGRESS_BY_JUDGES_DONE[index] ?? EVALUATION_WAITING_CAP;
  return { progress, stage: stageForProgress(progress) };
}

/** Written when the verdict is stored. */
export const EVALUATION_COMPLETE: EvaluationProgress = {
  progress: EVALUATION_COMPLETE_PROGRESS,
  stage: EVALUATION_COMPLETE_STAGE,
};

/** Written when the evaluation starts, before any judge is asked. */
export const EVALUATION_STARTED: EvaluationProgress = {
  progress: 0,
  stage: EVALUATION_INITIAL_STAGE,
};
