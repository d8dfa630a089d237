/**
 * Debate statistics, win rate and the outcome effects of a decided debate
 * (SPEC §4 "Outcome effects", §9 "Win rate"). The effects are plain data so the Cloud
 * Function that stores a verdict applies exactly what the tests prove.
 */

import type { DebateStats, Medal, NotificationType } from './model';

/** Wins divided by total debates as a rounded percent; 0 before the first debate. */
export function winRate(stats: Pick<DebateStats, 'wins' | 'totalDebates'>): number {
  if (!(stats.totalDebates > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round((stats.wins / stats.totalDebates) * 100)));
}

/** The stats after adding an increment, counter by counter. */
export function addStats(stats: DebateStats, increment: DebateStats): DebateStats {
  return {
    totalDebates: stats.totalDebates + increment.totalDebates,
    wins: stats.wins + increment.wins,
    losses: stats.losses + increment.losses,
    draws: stats.draws + increment.draws,
  };
}

export const WIN_INCREMENT: DebateStats = { totalDebates: 1, wins: 1, losses: 0, draws: 0 };
export const LOSS_INCREMENT: DebateStats = { totalDebates: 1, wins: 0, losses: 1, draws: 0 };
export const DRAW_INCREMENT: DebateStats = { totalDebates: 1, wins: 0, losses: 0, draws: 1 };

/** A debate whose verdict is known. */
export interface DecidedDebate {
  chatId: string;
  topic: string;
  /** The two debaters' uids. */
  participants: readonly string[];
  /** The winner's uid; null for a draw. */
  winnerId: string | null;
  /** The winner's stance, kept on the medal; ignored on a draw. */
  winnerStance: string;
  /** The loser's phone, kept on the winner's medal; ignored on a draw. */
  opponentPhone: string;
  analysis: string;
  /**
   * When the verdict was reached, epoch ms. Use the stored result's time, not the clock of
   * each attempt: the medal id derives from it, so a retried function awards the same medal.
   */
  decidedAt: number;
}

interface OutcomeNotification {
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  chatId: string;
  topic: string;
}

interface OutcomeEffects {
  /** Per uid, what to add to their stats: one debate and exactly one counter each. */
  statIncrements: Record<string, DebateStats>;
  /** The winner's medal; null on a draw. */
  medal: { userId: string; medal: Medal } | null;
  /** Won and lost notices; none on a draw. */
  notifications: OutcomeNotification[];
}

/** Medal id: the award time followed by the winner's uid. */
export function medalId(wonAt: number, winnerId: string): string {
  return `${wonAt}_${winnerId}`;
}

/** The two distinct debaters; throws on a malformed verdict rather than mis-awarding. */
function debaters(debate: DecidedDebate): [string, string] {
  const [a, b] = debate.participants;
  if (debate.participants.length !== 2 || !a || !b || a === b) {
    throw new Error('A debate needs two different participants');
  }
  if (debate.winnerId !== null && debate.winnerId !== a && debate.winnerId !== b) {
    throw new Error('The winner must be one of the participants');
  }
  return [a, b];
}

/**
 * What a verdict changes. A draw gives both a draw. Otherwise the winner gets a win and a
 * medal, the loser a loss, and each of them a notification. The medal's win is the winner's
 * only win for this debate: it is not counted a second time.
 */
export function outcomeEffects(debate: DecidedDebate): OutcomeEffects {
  const [a, b] = debaters(debate);
  const { winnerId, chatId, topic } = debate;
  if (winnerId === null) {
    return {
      statIncrements: { [a]: DRAW_INCREMENT, [b]: DRAW_INCREMENT },
      medal: null,
      notifications: [],
    };
  }
  const loserId = winnerId === a ? b : a;
  const medal: Medal = {
    id: medalId(debate.decidedAt, winnerId),
    topic,
    stance: debate.winnerStance,
    wonAt: debate.decidedAt,
    opponentPhone: debate.opponentPhone,
    aiAnalysis: debate.analysis,
    chatId,
  };
  return {
    statIncrements: { [winnerId]: WIN_INCREMENT, [loserId]: LOSS_INCREMENT },
    medal: { userId: winnerId, medal },
    notifications: [
      { userId: winnerId, type: 'debate_won', chatId, topic, ...debateWonNotice(topic) },
      { userId: loserId, type: 'debate_lost', chatId, topic, ...debateLostNotice(topic) },
    ],
  };
}

/** The most recent medals first, at most `limit` of them (the chat card shows 3). */
export function recentMedals<T extends Pick<Medal, 'wonAt'>>(medals: readonly T[], limit = 3): T[] {
  return [...medals].sort((a, b) => b.wonAt - a.wonAt).slice(0, limit);
}

export interface NoticeText {
  title: string;
  message: string;
}

const TOPIC_QUOTE_MAX = 80;

/** The topic in quotes, shortened so a push notification stays readable. */
export function quotedTopic(topic: string): string {
  const trimmed = topic.trim();
  const chars = [...trimmed];
  const short =
    chars.length > TOPIC_QUOTE_MAX ? `${chars.slice(0, TOPIC_QUOTE_MAX - 1).join('')}…` : trimmed;
  return `"${short}"`;
}

export function debateWonNotice(topic: string): NoticeText {
  return {
    title: 'You won the debate!',
    message: `The AI judges declared you the winner of ${quotedTopic(topic)}. A new medal is waiting on your profile.`,
  };
}

export function debateLostNotice(topic: string): NoticeText {
  return {
    title: 'Debate result is in',
    message: `The AI judges chose your opponent in ${quotedTopic(topic)}. Open the full results to see what to sharpen next time.`,
  };
}

/** To the requester when someone accepts; `acceptedBy` is the acceptor's name (never a phone). */
export function debateAcceptedNotice(topic: string, acceptedBy?: string | null): NoticeText {
  const who = acceptedBy?.trim() || 'Someone';
  return {
    title: 'Your debate was accepted!',
    message: `${who} accepted your debate on ${quotedTopic(topic)}. Open the debate and tap Ready to start.`,
  };
}
