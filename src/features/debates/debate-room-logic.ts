/**
 * What the debate room shows and when (SPEC §2 "Chat screen — Debate extras", §4 "Debate
 * chat"): the phase, the ready count, the composer lock and the countdown's announcements.
 * Pure, so the component tests and the screen share one definition.
 */
import { isCountdownUrgent, remainingSeconds } from '@/domain/countdown';
import type { Chat } from '@/domain/model';
import { COUNTDOWN_ANNOUNCEMENT, LOCKED_TEXT } from './debates-texts';

type DebatePhase = 'waiting' | 'running' | 'over';

type PhaseChat = Pick<Chat, 'status' | 'debateStatus' | 'debateEndTime'>;

/**
 * Waiting until both are ready; over once the chat is completed, the verdict is in, or the
 * end time has passed on the server's clock (`serverNow`); running in between.
 */
export function debatePhase(chat: PhaseChat, serverNow: number): DebatePhase {
  if (chat.status === 'completed' || chat.debateStatus === 'completed') return 'over';
  if (chat.debateStatus !== 'in_progress') return 'waiting';
  const end = chat.debateEndTime;
  return end !== null && end !== undefined && serverNow >= end ? 'over' : 'running';
}

/**
 * Why the composer is locked in this debate: only once it is over. Before the start the debaters
 * may talk (docs/decisions/0013-chat.md §6; those messages never reach the judges), and while it
 * runs.
 */
export function lockedReasonAt(
  chat: PhaseChat & Pick<Chat, 'isDebate'>,
  serverNow: number,
): string | null {
  if (!chat.isDebate) return null;
  return debatePhase(chat, serverNow) === 'over' ? LOCKED_TEXT.over : null;
}

interface ReadyCount {
  ready: number;
  total: number;
  mine: boolean;
}

/** How many of the participants are ready ('1/2 ready'), and whether the user is. */
export function readyCount(
  chat: Pick<Chat, 'participants' | 'participantReadiness'>,
  uid: string,
): ReadyCount {
  const readiness = chat.participantReadiness ?? {};
  return {
    ready: chat.participants.filter((p) => readiness[p] === true).length,
    total: chat.participants.length,
    mine: readiness[uid] === true,
  };
}

/** The creator is the request's owner, the first participant of an accepted debate. */
export function isCreator(chat: Pick<Chat, 'participants'>, uid: string): boolean {
  return chat.participants[0] === uid;
}

/**
 * What the countdown announces to screen readers: nothing until the last five minutes, then
 * one sentence per stage, so the live region speaks when a stage begins, not every second.
 * A debate its debaters ended early says so: its time was never up.
 */
export function countdownAnnouncement(seconds: number, endedEarly = false): string {
  if (endedEarly) return COUNTDOWN_ANNOUNCEMENT.endedEarly;
  if (seconds <= 0) return COUNTDOWN_ANNOUNCEMENT.timeUp;
  if (seconds <= 60) return COUNTDOWN_ANNOUNCEMENT.lastMinute;
  if (isCountdownUrgent(seconds)) return COUNTDOWN_ANNOUNCEMENT.lastFiveMinutes;
  return '';
}

interface CountdownView {
  /** Seconds left; for a debate ended early, those it had left when it ended. */
  seconds: number;
  urgent: boolean;
  over: boolean;
  /** Over before its time was up: both debaters ended it ('Ended early', never 'Time is up'). */
  endedEarly: boolean;
}

/**
 * The countdown of a started debate; null when it has no end time (no limit). A completed
 * debate ended early when the functions marked it so (debateEndedEarlyAt, before the end
 * time), or, unmarked, while its end time is still ahead.
 */
export function countdownView(
  chat: PhaseChat & Pick<Chat, 'debateEndedEarlyAt'>,
  deviceNow: number,
  offsetMs: number,
): CountdownView | null {
  const end = chat.debateEndTime;
  const left = remainingSeconds(end, deviceNow, offsetMs);
  if (left === null || end === null || end === undefined) return null;
  const completed = chat.status === 'completed' || chat.debateStatus === 'completed';
  const endedAt = chat.debateEndedEarlyAt ?? null;
  const endedEarly = completed && (endedAt !== null ? endedAt < end : left > 0);
  if (endedEarly) {
    const seconds = endedAt !== null ? Math.ceil((end - endedAt) / 1000) : left;
    return { seconds, urgent: false, over: true, endedEarly };
  }
  const over = left === 0 || completed;
  const seconds = over ? 0 : left;
  return { seconds, urgent: isCountdownUrgent(seconds), over, endedEarly };
}
