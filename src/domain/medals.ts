/**
 * Medals in two places (docs/decisions/0012-safety.md): the owner's full history in
 * users/{uid}/medals, with the opponent's phone, and a few public medals on the profile, with the
 * opponent's name only. Pure, so the functions that award and migrate medals share it with the
 * tests.
 */
import { PUBLIC_MEDALS_MAX } from './limits';
import type { Medal, PublicMedal } from './model';

/** Bounds of a public medal's texts, so PUBLIC_MEDALS_MAX of them keep the profile small. */
export const PUBLIC_MEDAL_TOPIC_MAX = 200;
export const PUBLIC_MEDAL_STANCE_MAX = 1000;
const PUBLIC_MEDAL_NAME_MAX = 50;

function cut(value: string, max: number): string {
  const chars = [...value];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : value;
}

/** What others may see of a medal: no opponent phone, no analysis, no chat; bounded. */
export function publicMedal(medal: Medal, opponentName: string): PublicMedal {
  return {
    id: medal.id,
    topic: cut(medal.topic, PUBLIC_MEDAL_TOPIC_MAX),
    stance: cut(medal.stance, PUBLIC_MEDAL_STANCE_MAX),
    wonAt: medal.wonAt,
    opponentName: cut(opponentName, PUBLIC_MEDAL_NAME_MAX),
  };
}

/**
 * The public medals with `medal` added: each id once, newest first, at most `max`, so the
 * profile stays small whatever the number of wins. Adding a medal already there (a retried
 * award) changes nothing.
 */
export function withPublicMedal(
  medals: readonly PublicMedal[],
  medal: PublicMedal,
  max = PUBLIC_MEDALS_MAX,
): PublicMedal[] {
  const byId = new Map<string, PublicMedal>();
  for (const m of [...medals, medal]) if (!byId.has(m.id)) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => b.wonAt - a.wonAt).slice(0, max);
}
