/**
 * A debate chat's own moves (SPEC §4 "Debate chat", §5 "Exit debate"): the time-up
 * completion is a direct write the rules allow only to a participant; readiness is the
 * setDebateReadiness function and exiting the exitDebate function; serverTime lets the countdown run on the server's clock.
 */
import { doc, getDoc, updateDoc } from 'firebase/firestore';
import { DEBATE_EXITS, type DebateExit } from '@/domain/debate-exit';
import { readDebateExit } from '@/domain/documents/debate-exit';
import { db } from './firestore';
import { callFunction } from './functions';

function chat(chatId: string) {
  return doc(db(), 'chats', chatId);
}

/**
 * Marks the signed-in user ready or not ready, only before the start: the setDebateReadiness
 * function sets the flag and, when both are ready, starts the debate in the same
 * transaction (and pushes the other debater). Needs the network; rejects with a
 * CallableError ('Chat not found', …). Resolves once the server has it; the live chat
 * shows it a moment later.
 */
export async function setDebateReadiness(
  chatId: string,
  ready: boolean,
): Promise<{ ready: boolean; started: boolean }> {
  return callFunction('setDebateReadiness', { chatId, ready });
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
  await callFunction('exitDebate', { chatId });
}

/** The server's clock, epoch ms. */
export async function fetchServerTime(): Promise<number> {
  const { now } = await callFunction('serverTime', {});
  return now;
}

/**
 * Who left this debate before it started (debateExits/{chatId}, written by exitDebate), or
 * null when nobody did: the debater who stayed reads it when the chat has gone.
 */
export async function fetchDebateExit(chatId: string): Promise<DebateExit | null> {
  const snapshot = await getDoc(doc(db(), DEBATE_EXITS, chatId));
  return readDebateExit(chatId, snapshot.data());
}
