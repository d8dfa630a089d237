/**
 * The debaters as the judges see them (SPEC §7 "Transcript lines are prefixed by the
 * participant's display name"): one safe, unique label each, and a verdict's winner matched
 * back to one of those labels.
 */

import { DRAW } from './verdict';

export interface DebateParticipant {
  id: string;
  displayName: string;
  /** The stance stated when the debate was created (the creator's), if any. */
  stance?: string;
  /** Never shown to a judge: scrubbed from what they read (blind.ts). */
  phoneNumber?: string;
}

/** A participant with the unique name the judges see and must answer with. */
export interface JudgedParticipant extends DebateParticipant {
  label: string;
}

const LABEL_MAX_CHARS = 60;

/** A display name fit for a transcript prefix: one line, no quote, colon or fence char. */
function cleanName(displayName: string, index: number): string {
  const oneLine = displayName
    .replace(/[\p{Cf}]/gu, '')
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/["\\:<>`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const short = [...oneLine].slice(0, LABEL_MAX_CHARS).join('').trim();
  return short || `Participant ${index + 1}`;
}

function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The names used in the prompt: the display name made safe, suffixed ' (1)' / ' (2)' by
 * position when two participants share it or it reads 'Draw', so every verdict is unambiguous.
 */
export function labelParticipants(participants: readonly DebateParticipant[]): JudgedParticipant[] {
  const bases = participants.map((p, i) => cleanName(p.displayName, i));
  const used = new Set<string>();
  return participants.map((participant, i) => {
    const base = bases[i] ?? `Participant ${i + 1}`;
    const shared = bases.some((other, j) => j !== i && nameKey(other) === nameKey(base));
    let label = shared || nameKey(base) === nameKey(DRAW) ? `${base} (${i + 1})` : base;
    while (used.has(nameKey(label))) label = `${label} (${i + 1})`;
    used.add(nameKey(label));
    return { ...participant, label };
  });
}

/**
 * A verdict's winner as one of the participants' labels, matched trimmed and
 * case-insensitively against the labels, then the plain display names; anything else
 * (a non-participant, an ambiguous name, not a string) is 'Draw'.
 */
export function normalizeVerdictWinner(
  winner: unknown,
  participants: readonly DebateParticipant[],
): string {
  if (typeof winner !== 'string') return DRAW;
  const wanted = nameKey(winner);
  const labelled = labelParticipants(participants);
  for (const nameOf of [
    (p: JudgedParticipant) => p.label,
    (p: JudgedParticipant) => p.displayName,
  ]) {
    const matches = labelled.filter((p) => nameKey(nameOf(p)) === wanted);
    if (matches.length === 1 && matches[0]) return matches[0].label;
  }
  return DRAW;
}
