/**
 * users/{uid}, the public profile, as the functions and the app read it. Each field is
 * present only when it has its stored type, and kept as stored (untrimmed, '' included): what
 * counts as a name differs by purpose (a leaderboard row skips a blank one, a chat trims it),
 * so each reader of a name decides with the field readers of fields.ts.
 *
 * The rating fields stay as stored: src/domain/rating.ts (readGlicko, isEloEra) is their
 * reader, and it tells an Elo-era rating from a malformed one. The fields profiles kept
 * before docs/decisions/0012-safety.md (phoneNumber, lastActive) are kept whatever they hold,
 * so the move that deletes them sees them.
 *
 * The app shows a profile as readShownProfile reads it (src/data/users.ts).
 */
import {
  EMPTY_STATS,
  type DebateStats,
  type Medal,
  type PublicMedal,
  type UserProfile,
} from '../model';
import { PUBLIC_MEDALS_MAX } from '../limits';
import { readGlicko, type StoredRating } from '../rating';
import {
  isRecord,
  millisOf,
  millisOrZero,
  nonEmptyText,
  optionalText,
  text,
  type StoredData,
} from './fields';

export interface ProfileDoc extends StoredRating {
  uid?: string;
  displayName?: string;
  /** SPEC §3's generated name, made from the phone by the functions. */
  fallbackName?: string;
  bio?: string;
  profilePictureUrl?: string;
  /** When the picture in avatars/{uid} was saved (epoch ms). */
  avatarAt?: number;
  ratingEstablished?: boolean;
  /** The whole change of the last rated debate. */
  ratingChange?: number;
  /** As stored: read with readDebateStats (below). */
  debateStats?: unknown;
  /**
   * The public medals as stored (legacy profiles hold full ones): read with readPublicMedals
   * (below), and see functions/src/users/legacy-profile.ts.
   */
  medals?: unknown[];
  medalCount?: number;
  /** Legacy, whatever it holds: the phone now lives in users/{uid}/private/account. */
  phoneNumber?: unknown;
  /** Legacy, whatever it holds. */
  lastActive?: unknown;
}

const TEXT_FIELDS = ['uid', 'displayName', 'fallbackName', 'bio', 'profilePictureUrl'] as const;
const AS_STORED = ['rating', 'ratingDeviation', 'ratingVolatility', 'debateStats'] as const;
const LEGACY = ['phoneNumber', 'lastActive'] as const;

/** A stored counter: a whole number of at least 0 (missing, negative or not a number: 0). */
function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/**
 * Full stats (`debateStats`) from whatever storage holds: older profiles lack the field or some
 * counters, and a hand-edited document may hold junk. Missing, negative or non-numeric counters
 * read as 0, and the total is never below the sum of its parts (so the win rate stays ≤ 100 %).
 * A leaderboard row's counts are read the same way (leaderboard.ts).
 */
export function readDebateStats(raw: unknown): DebateStats {
  if (typeof raw !== 'object' || raw === null) return { ...EMPTY_STATS };
  const source = raw as Partial<Record<keyof DebateStats, unknown>>;
  const wins = count(source.wins);
  const losses = count(source.losses);
  const draws = count(source.draws);
  const totalDebates = Math.max(count(source.totalDebates), wins + losses + draws);
  return { totalDebates, wins, losses, draws };
}

/**
 * The public medals (`medals`), dropping whatever a public medal must not carry: profiles
 * written before docs/decisions/0012-safety.md held full medals (with the opponent's phone).
 * `wonAt` converts the stored time (a number, or a Firestore Timestamp).
 */
export function readPublicMedals(
  stored: unknown,
  wonAt: (value: unknown) => number,
): PublicMedal[] {
  if (!Array.isArray(stored)) return [];
  return stored
    .filter((m): m is Record<string, unknown> => typeof m === 'object' && m !== null)
    .map((m) => ({
      id: text(m.id),
      topic: text(m.topic),
      stance: text(m.stance),
      wonAt: wonAt(m.wonAt),
      opponentName: text(m.opponentName),
    }));
}

/** Keys only a full (owner's) medal has: a public medal carrying one is a legacy medal. */
const PRIVATE_MEDAL_KEYS = ['opponentPhone', 'aiAnalysis', 'chatId'];

/** A legacy medal as the owner's history keeps it. */
function fullMedal(m: Record<string, unknown>): Medal {
  const medal: Medal = {
    id: text(m.id),
    topic: text(m.topic),
    stance: text(m.stance),
    wonAt: millisOrZero(m.wonAt),
    opponentPhone: text(m.opponentPhone),
    aiAnalysis: text(m.aiAnalysis),
  };
  if (text(m.opponentName)) medal.opponentName = text(m.opponentName);
  if (text(m.chatId)) medal.chatId = text(m.chatId);
  return medal;
}

/**
 * The full medals still among the public ones (`medals`): those with an id and a key only a
 * full medal has, as the owner's history keeps them (functions/src/users/legacy-profile.ts
 * moves them there).
 */
export function readLegacyMedals(stored: unknown): Medal[] {
  if (!Array.isArray(stored)) return [];
  return stored
    .filter(isRecord)
    .filter((m) => PRIVATE_MEDAL_KEYS.some((key) => key in m) && text(m.id) !== '')
    .map(fullMedal);
}

interface StoredMedals {
  /** The profile's medals in public form, newest first, at most PUBLIC_MEDALS_MAX. */
  publicMedals: PublicMedal[];
  /** Full medals still on the profile: they belong in users/{uid}/medals. */
  legacy: Medal[];
  /** Every medal won: the stored count, or for a legacy profile its whole list. */
  count: number;
}

/** Reads users/{uid}.medals and medalCount, separating what must leave the profile. */
export function readStoredMedals(profile: ProfileDoc | undefined): StoredMedals {
  const raw: unknown[] = profile?.medals ?? [];
  const legacy = readLegacyMedals(raw);
  const publicMedals = readPublicMedals(raw, millisOrZero)
    .filter((m) => m.id !== '')
    .sort((a, b) => b.wonAt - a.wonAt)
    .slice(0, PUBLIC_MEDALS_MAX);
  const stored = profile?.medalCount;
  const count =
    typeof stored === 'number' && Number.isInteger(stored) && stored >= 0
      ? Math.max(stored, publicMedals.length)
      : raw.length;
  return { publicMedals, legacy, count };
}

/** The profile from its stored data; undefined for no document. */
export function readProfile(data: Record<string, unknown>): ProfileDoc;
export function readProfile(data: Record<string, unknown> | undefined): ProfileDoc | undefined;
export function readProfile(data: Record<string, unknown> | undefined): ProfileDoc | undefined {
  if (!isRecord(data)) return undefined;
  const profile: ProfileDoc = {};
  for (const key of TEXT_FIELDS) {
    const value = optionalText(data[key]);
    if (value !== undefined) profile[key] = value;
  }
  for (const key of [...AS_STORED, ...LEGACY]) if (key in data) profile[key] = data[key];
  const avatarAt = millisOf(data.avatarAt);
  if (avatarAt !== null) profile.avatarAt = avatarAt;
  if (typeof data.ratingEstablished === 'boolean') {
    profile.ratingEstablished = data.ratingEstablished;
  }
  if (Array.isArray(data.medals)) profile.medals = data.medals as unknown[];
  if (typeof data.medalCount === 'number') profile.medalCount = data.medalCount;
  if (typeof data.ratingChange === 'number') profile.ratingChange = data.ratingChange;
  return profile;
}

/**
 * The profile as the app shows it (model.ts UserProfile): a name, bio or picture link only
 * when it holds text ('' is none), the public medals newest first, the stats and the rating
 * as their readers read them (an Elo-era rating shifted and provisional, src/domain/rating.ts).
 */
export function readShownProfile(uid: string, data: StoredData): UserProfile {
  const profile = readProfile(data);
  const medals = readPublicMedals(profile.medals, (value) => millisOf(value) ?? 0).sort(
    (a, b) => b.wonAt - a.wonAt,
  );
  const { rating, deviation, volatility } = readGlicko(profile);
  return {
    uid,
    displayName: nonEmptyText(profile.displayName),
    fallbackName: nonEmptyText(profile.fallbackName) ?? '',
    bio: nonEmptyText(profile.bio),
    profilePictureUrl: nonEmptyText(profile.profilePictureUrl),
    medals,
    medalCount: profile.medalCount ?? medals.length,
    debateStats: readDebateStats(profile.debateStats),
    createdAt: millisOf(data.createdAt),
    rating,
    ratingDeviation: deviation,
    ratingVolatility: volatility,
    ...(profile.ratingChange !== undefined ? { ratingChange: profile.ratingChange } : {}),
    ...(profile.avatarAt !== undefined ? { avatarAt: profile.avatarAt } : {}),
  };
}
