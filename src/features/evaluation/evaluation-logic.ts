/**
 * What the evaluation part of the debate room shows and when (SPEC §2 "Debate extras",
 * §4 "Evaluation"): the banner's buttons, the progress the modal shows, the judges'
 * statuses and which outcome popup is the user's. Pure, so tests and screen share it.
 */
import {
  EVALUATION_COMPLETE_PROGRESS,
  EVALUATION_COMPLETE_STAGE,
  EVALUATION_INITIAL_STAGE,
  displayedProgress,
  stageForProgress,
} from '@/domain/evaluation-stages';
import type { Chat } from '@/domain/model';
import { JUDGE_KEYS, JUDGE_LABELS, JUDGE_STATUS_TEXT } from '@/domain/judges';
import type { JudgeKey, JudgeStatus } from '@/domain/judges';

interface JudgeRow {
  key: JudgeKey;
  label: string;
  status: JudgeStatus;
  text: string;
}

export function judgeRows(judges: Record<JudgeKey, JudgeStatus>): JudgeRow[] {
  return JUDGE_KEYS.map((key) => ({
    key,
    label: JUDGE_LABELS[key],
    status: judges[key],
    text: JUDGE_STATUS_TEXT[judges[key]],
  }));
}

interface Verdict {
  winner: string;
  winnerId: string | null;
}

type BannerChat = Pick<
  Chat,
  | 'isDebate'
  | 'debateStatus'
  | 'participants'
  | 'evaluationRequested'
  | 'evaluationReadiness'
  | 'winner'
  | 'debateResult'
>;

export type BannerView =
  | { kind: 'hidden' }
  | { kind: 'request' }
  | { kind: 'agree'; agreed: number; total: number; mine: boolean; allAgreed: boolean };

/**
 * Before a verdict, while the debate runs (its time may be up): 'Request AI Evaluation'
 * until someone asks, then each debater's 'Agree to Evaluate' / 'Agreed' and, once all
 * agree, 'Start AI Evaluation'. Hidden before the start and once judged.
 */
export function bannerView(chat: BannerChat, uid: string, verdict: Verdict | null): BannerView {
  const judged = verdict !== null || Boolean(chat.winner) || Boolean(chat.debateResult);
  if (!chat.isDebate || chat.debateStatus !== 'in_progress' || judged) return { kind: 'hidden' };
  if (!chat.evaluationRequested) return { kind: 'request' };
  const readiness = chat.evaluationReadiness ?? {};
  const agreed = chat.participants.filter((p) => readiness[p] === true).length;
  const total = chat.participants.length;
  return {
    kind: 'agree',
    agreed,
    total,
    mine: readiness[uid] === true,
    allAgreed: total > 0 && agreed === total,
  };
}

export type OutcomeKind = 'won' | 'lost' | 'draw';

export function outcomeFor(verdict: Verdict, uid: string): OutcomeKind {
  if (verdict.winnerId === uid) return 'won';
  if (verdict.winnerId === null || verdict.winner === 'Draw') return 'draw';
  return 'lost';
}

interface ProgressView {
  percent: number;
  stage: string;
}

/**
 * The modal's percentage: the animation or the server's real progress, whichever is
 * further (the server's 100 always wins), with the stage text for it.
 */
export function progressView(animated: number, server: number | null): ProgressView {
  const percent =
    server !== null && server >= EVALUATION_COMPLETE_PROGRESS
      ? EVALUATION_COMPLETE_PROGRESS
      : Math.round(displayedProgress(animated, server));
  if (percent >= EVALUATION_COMPLETE_PROGRESS) {
    return { percent, stage: EVALUATION_COMPLETE_STAGE };
  }
  return { percent, stage: percent === 0 ? EVALUATION_INITIAL_STAGE : stageForProgress(percent) };
}
