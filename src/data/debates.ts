/**
 * A debate chat's own moves (SPEC §4 "Debate chat", §5 "Exit debate"): readiness and the
 * time-up completion are direct writes the rules allow only to a participant; exiting is
 * the exitDebate function; serverTime lets the countdown run on the server's clock.
 */
import { doc, FieldPath, updateDoc } from 'firebase/firestore';
import { db } from './firestore';
import { callFunction } from './functions';

function chat(chatId: string) {
  return doc(db(), 'chats', chatId);
}

/**
 * Marks the user ready or not ready, only their own flag and only before the start (the
 * onDebateReadiness function starts the debate when both are ready). The live chat shows
 * the change at once; the promise settles when the server has it.
 */
export function setDebateReadiness(chatId: string, uid: string, ready: boolean): Promise<void> {
  return updateDoc(chat(chatId), new FieldPath('participantReadiness', uid), ready);
}

/** Marks a debate whose time is up completed; the rules refuse it before the end time. */
export function markDebateTimeUp(chatId: string): Promise<void> {
  return updateDoc(chat(chatId), { status: 'completed' });
}

/**
 * Leaves a debate that has not started: the chat is deleted and the request is pending
 * again. Rejects with the function's message (SPEC §8 "Exit").
 */
export async function exitDebate(chatId: string): Promise<void> {
  await callFunction<{ chatId: string }, { requestId: string }>('exitDebate', { chatId });
}

/** The server's clock, epoch ms. */
export async function fetchServerTime(): Promise<number> {
  const { now } = await callFunction<Record<string, never>, { now: number }>('serverTime', {});
  return now;
}
