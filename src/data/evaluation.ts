/**
 * The AI evaluation of a debate: the debaters' own request and agreement (the
 * setEvaluationAgreement function, which also completes the chat once all agree), the live evaluation state of the chat (progress, judges, verdict), starting the
 * evaluateDebate function, and the stored result (debateResults/{chatId}). The chat's evaluation
 * fields and the result are read in src/domain/documents (readEvaluationState, readShownResult).
 */
import { doc, getDoc, onSnapshot, type FirestoreError } from 'firebase/firestore';
import { db } from './firestore';
import { callFunction, CallableError } from './functions';
import { countReads } from './read-meter';
import { CALLABLE_TEXT } from '@/domain/callable-errors';
import type { CallResponse } from '@/domain/callables';
import { readShownResult, type DebateResultView } from '@/domain/documents/debate-result';
import { readEvaluationState, type EvaluationState } from '@/domain/documents/evaluation-run';

type EvaluateDebateResponse = CallResponse<'evaluateDebate'>;

const AGREEMENT_FAILED_TEXT = 'Failed to update evaluation request. Please try again.';
const CHAT_NOT_FOUND_TEXT = CALLABLE_TEXT.chatNotFound;

/**
 * The chat's evaluation state, live. It listens to the same document as the open chat's
 * mirror, so Firestore serves both from one watch, billed (and counted) once, there.
 */
export function watchEvaluation(
  chatId: string,
  onState: (state: EvaluationState) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    doc(db(), 'chats', chatId),
    (snapshot) => onState(readEvaluationState(snapshot.data())),
    onError,
  );
}

/** A failed agreement as the screen says it (SPEC §5, §8 "Chat"). */
function agreementError(error: unknown): Error {
  const code = error instanceof CallableError ? error.code.replace(/^functions\//, '') : '';
  if (code === 'not-found') return new CallableError(CHAT_NOT_FOUND_TEXT, code);
  return new CallableError(AGREEMENT_FAILED_TEXT, code || 'unknown');
}

/**
 * The user's own agreement to the evaluation: agreeing also asks for it ('Request AI
 * Evaluation'), and the setEvaluationAgreement function completes the chat once everyone
 * agrees. Needs the network. Resolves once the server has it (the live chat shows it a
 * moment later); rejects with 'Chat not found' or
 * 'Failed to update evaluation request. Please try again.' (its code is the function's).
 */
export async function setEvaluationAgreement(
  chatId: string,
  agreed: boolean,
): Promise<{ agreed: boolean; completed: boolean }> {
  try {
    return await callFunction('setEvaluationAgreement', { chatId, agreed });
  } catch (error) {
    throw agreementError(error);
  }
}

/**
 * Runs the evaluation on the server (evaluateDebate). Rejects with the function's message,
 * e.g. 'Multi-judge evaluation failed: All AI judges failed to evaluate the debate'.
 */
export function evaluateDebate(chatId: string): Promise<EvaluateDebateResponse> {
  return callFunction('evaluateDebate', { chatId });
}

/**
 * The debate's result, or null when there is none yet. A refused read is no result
 * (SPEC §7 "debateResults"): the rules refuse a result that does not exist.
 */
export async function fetchDebateResult(chatId: string): Promise<DebateResultView | null> {
  try {
    const snapshot = await getDoc(doc(db(), 'debateResults', chatId));
    countReads(1);
    const data = snapshot.data();
    return data ? readShownResult(snapshot.id, data) : null;
  } catch (error) {
    if ((error as Partial<FirestoreError>)?.code === 'permission-denied') return null;
    throw error;
  }
}
