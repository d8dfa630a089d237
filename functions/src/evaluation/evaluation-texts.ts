/**
 * What the evaluation says when it refuses or fails (SPEC §8 "Evaluation", "Medal and
 * stats"), word for word: the callable's errors are the debaters' messages.
 */
import { CALLABLE_TEXT } from '@/domain/callable-errors';

export const EVALUATION_ERRORS = {
  invalidRequest: 'Invalid debate chat',
  chatNotFound: CALLABLE_TEXT.chatNotFound,
  invalidChat: 'Invalid debate chat',
  notParticipant: CALLABLE_TEXT.notInDebate,
  notRequested: 'Evaluation must be requested by participants first',
  notAgreed: 'All participants must agree to evaluation',
  noMessagesFound: 'No messages found to evaluate',
  noMessages: 'No messages to evaluate',
  stillRunning:
    'The evaluation is still running. The results will appear here when the judges finish.',
  medalProfileMissing: 'User profile not found. Cannot award medal.',
  statsProfileMissing: 'User profile not found. Cannot update debate stats.',
  /** Unreachable from the app (topics, stances and names are bounded); checked anyway. */
  tooLarge: 'This debate is too large to be evaluated.',
  /** Any failure but the judges': the debaters never see a server's own error. */
  notStored: 'The result could not be stored',
} as const;

/** setEvaluationAgreement's refusals; the app says 'Chat not found' or SPEC's retry text. */
export const AGREEMENT_ERRORS = {
  chatNotFound: CALLABLE_TEXT.chatNotFound,
  notParticipant: CALLABLE_TEXT.notInDebate,
  closed: 'The evaluation can no longer be requested or cancelled in this debate.',
  badInput: 'Send a chat id and whether you agree (true or false).',
} as const;

/** SPEC §8: how a failed panel reaches the caller. */
export function multiJudgeFailure(reason: string): string {
  return `Multi-judge evaluation failed: ${reason}`;
}
