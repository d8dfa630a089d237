/**
 * The words of the evaluation in the debate room; the quoted SPEC ones word for word (SPEC §2
 * "Debate extras", §4 "Evaluation", §8). The judges' names, statuses and progress stages are
 * shared texts in @/domain.
 */
import {
  NO_CONTEST_MIN_MESSAGES,
  NO_CONTEST_MIN_WORDS,
  tooShort,
  type SideWriting,
} from '@/domain/judging/no-contest';
import type { OutcomeKind } from './evaluation-logic';

export const EVALUATION_TEXT = {
  request: 'Request AI Evaluation',
  agree: 'Agree to Evaluate',
  agreed: 'Agreed',
  start: 'Start AI Evaluation',
  evaluating: 'Evaluating Debate...',
  won: 'Congratulations! You Won!',
  lost: 'You Lost This Debate',
  draw: "It's a Draw!",
  viewResults: 'View Full Results',
  backHome: 'Back to Home',

  // The verdict moment: the rating change, Rematch and Share
  rematch: 'Rematch',
  offeringRematch: 'Offering…',
  acceptRematch: 'Accept rematch',
  declineRematch: 'Decline',
  enterRematch: 'Enter the rematch',
  yourOpponent: 'Your opponent',
  demoJudge: 'Local demo judge',

  // The banner
  aiEvaluation: 'AI evaluation',
  bannerPitch: 'Done arguing? Ask three AI judges to pick the winner. Both debaters must agree.',
  requested: 'AI evaluation requested',
  allAgreed: 'Both agreed. Either of you can start the evaluation; the debate is closed.',
  waitingForOpponent: 'Waiting for your opponent to agree.',
  opponentAsked: 'Your opponent asked the AI judges to decide. Agree to start the evaluation.',
  result: 'Debate result',
  agreementOffline:
    'You are offline. Connect to the internet to request or agree to the evaluation.',
  agreementSaving: 'Saving…',
  resultDraw: 'Result: Draw',
  noContestNote:
    'The judges were not asked: each side needs at least 2 messages and 40 words. Nobody wins or loses, and ratings, medals and stats stay as they were.',

  // Progress
  progressTitle: 'AI judges at work',
  progressLabel: 'Evaluation progress',
  judges: 'Judges',
  progressNote: 'Three AI judges read the whole debate. This usually takes under a minute.',

  // Results
  resultsTitle: 'Debate Results',
  winnerSection: 'Winner',
  resultLabel: 'Result',
  winnerLabel: 'Winner',
  drawResult: 'Draw',
  you: ' (you)',
  stances: 'Stances',
  participant1: 'Participant 1',
  participant2: 'Participant 2',
  wentWell: 'What went well',
  winnerDidWell: 'What the winner did well',
  improve: 'Areas for improvement',
  analysis: 'Complete analysis',
  notAvailable: 'The results are not available yet.',
  tryAgain: 'Try again',
  loadingResults: 'Loading results…',

  // The judge panel
  votingSummary: 'Judge panel voting summary',
  noVotingSummary: 'The voting summary is not available for this debate.',
  judgeAnalyses: 'Individual judge analyses',
  vote: 'Vote: ',
  noVerdict: 'no verdict',
} as const;

/** Said above a practice debate's result: who wrote the AI's side, and that it is unrated. */
export function practiceResultText(vendor: string | null): string {
  const by = vendor ? ` (its replies by ${vendor})` : '';
  return `Practice debate against the AI debater${by}: unrated, with no medal and no stats.`;
}

/** Said above the results when the local demo judge, not AI models, gave the verdicts. */
export const DEMO_JUDGE_NOTICE = `${EVALUATION_TEXT.demoJudge}: these verdicts come from a transparent scoring heuristic that runs without AI providers, not from AI models.`;

/** SPEC §8: what the screen says when the evaluation fails. */
export function evaluationFailureText(reason: string): string {
  return `Failed to evaluate debate: ${reason}`;
}

export function winnerText(winner: string): string {
  return `Winner: ${winner}`;
}

export function agreedCountText(agreed: number, total: number): string {
  return `${agreed}/${total} agreed`;
}

const plural = (n: number, one: string, many: string) => `${n} more ${n === 1 ? one : many}`;

/** What one side still has to write for the judges: '1 more message and 33 more words'. */
function stillToWrite(side: SideWriting): string {
  const parts = [];
  if (side.messages < NO_CONTEST_MIN_MESSAGES) {
    parts.push(plural(NO_CONTEST_MIN_MESSAGES - side.messages, 'message', 'messages'));
  }
  if (side.words < NO_CONTEST_MIN_WORDS) {
    parts.push(plural(NO_CONTEST_MIN_WORDS - side.words, 'word', 'words'));
  }
  return parts.join(' and ');
}

/**
 * The banner's warning while a debate is too short to judge (src/domain/judging/no-contest.ts),
 * before anyone ends it: what each side still has to write, and what ending now means. Null
 * once both sides wrote enough.
 */
export function tooShortText(mine: SideWriting, theirs: SideWriting): string | null {
  if (!tooShort(mine) && !tooShort(theirs)) return null;
  const you = tooShort(mine) ? `You need ${stillToWrite(mine)}` : 'You have written enough';
  const them = tooShort(theirs)
    ? `your opponent needs ${stillToWrite(theirs)}`
    : 'your opponent has written enough';
  return (
    `Too short for the judges so far: each side needs at least ${NO_CONTEST_MIN_MESSAGES} ` +
    `messages and ${NO_CONTEST_MIN_WORDS} words. ${you}; ${them}. Ended like this, it is a no ` +
    'contest: nobody wins or loses.'
  );
}

/** The outcome popup's sentence under its title. */
export function outcomeSentence(kind: OutcomeKind, winner: string, topic: string): string {
  if (kind === 'won') {
    return `The AI judges declared you the winner of "${topic}". A new medal is on your profile.`;
  }
  if (kind === 'lost') {
    return `The AI judges chose ${winner} this time. The full results show what to sharpen next.`;
  }
  return `The AI judges could not separate you on "${topic}". You both get a draw.`;
}

export function resultsFailedText(reason: string): string {
  return `Failed to load the results: ${reason}`;
}

export function judgesDeliveredText(successful: number, total: number): string {
  return `${successful} of ${total} judges delivered a verdict.`;
}

export function votesText(n: number): string {
  return `${n} ${n === 1 ? 'vote' : 'votes'}`;
}

export function totalConfidenceText(confidence: number): string {
  return `total confidence ${confidence}`;
}

export function confidenceText(confidence: number | undefined): string {
  return ` · Confidence: ${confidence ?? ''}%`;
}

export function judgeFailedText(error: string | null | undefined): string {
  return `Failed: ${error ?? EVALUATION_TEXT.noVerdict}`;
}

/** The blind jury's ballots and the appeal (docs/decisions/0014-arena.md §5). */
export const JURY_TEXT = {
  criterion: 'Criterion',
  notScored: 'Not scored',
  firstPanel: 'First panel',
  appealPanel: 'Appeal panel (positions swapped)',
  appeal: 'Appeal Verdict',
  appealTitle: 'Appeal',
  appealPitch:
    'Not convinced? Once per debate, either of you can ask a fresh panel of three judges, who read the debate with the positions swapped. Their verdict replaces this one only if all three agree.',
  appealRunning:
    'A fresh panel is judging the debate with the positions swapped. This usually takes under a minute.',
  appealUnanimous: 'This verdict was unanimous, so it cannot be appealed.',
  appealTaken: 'This verdict has been appealed. Each debate gets one appeal.',
  appealOnce: 'Each debate gets one appeal.',
  appealInProgress: 'An appeal of this verdict is being judged.',
  appealStoodFailed: 'The appeal panel was not unanimous, so the first verdict stands.',
} as const;

/** A judge's criteria table, named for the screen reader. */
export function scoresCaption(judge: string): string {
  return `${judge}: scores out of 10`;
}

export function appealFailedText(reason: string): string {
  return `The appeal failed: ${reason}`;
}

/** What the appeal decided, under both panels. */
export function appealOutcomeText(appeal: {
  stands: boolean;
  changed: boolean;
  winner: string;
}): string {
  if (!appeal.stands) return JURY_TEXT.appealStoodFailed;
  const verdict = appeal.winner === 'Draw' ? 'a draw' : `${appeal.winner} wins`;
  return appeal.changed
    ? `The appeal panel was unanimous: the verdict is changed to ${verdict}. Stats, medals and ratings are corrected.`
    : `The appeal panel was unanimous and agreed: ${verdict}. The verdict stands.`;
}

/** The quoted scorecard, turning points, tips and the order check (docs/judges.md). */
export const EVIDENCE_TEXT = {
  quotesTitle: 'Quotes behind the scores',
  noEvidence: 'Score without evidence',
  noEvidenceMark: ' (score without evidence)',
  noEvidenceNote: '* Score without evidence: no quote from the debate backs it.',
  openInDebate: ' (open in the debate)',
  turningPoints: 'Turning points',
  tips: 'One tip each',
  orderSensitive:
    'Order-sensitive: this judge named different winners when the seats were swapped, so its vote counts as a Draw.',
} as const;

export function quotesTitleText(count: number): string {
  return `${EVIDENCE_TEXT.quotesTitle} (${count})`;
}

/** A ballot's quotes that the transcript does not hold: dropped, and said. */
export function quotesNotFoundText(count: number): string {
  return `${count} ${count === 1 ? 'quote' : 'quotes'} not found`;
}

export function tipForText(name: string): string {
  return `For ${name}`;
}

/** 'Rematch offered…': the user's offer waits for the opponent. */
export function rematchOfferedText(name: string): string {
  return `Rematch offered, with the sides swapped. ${name} can accept it here or from their notifications.`;
}

export function rematchIncomingText(name: string): string {
  return `${name} wants a rematch, with the sides swapped.`;
}

export function rematchDeclinedText(name: string, byMe: boolean): string {
  return byMe ? 'You declined the rematch.' : `${name} declined the rematch.`;
}
