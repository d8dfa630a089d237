/** The generated name shown for a user without a displayName (SPEC §3 "Fallback display name"). */

export const FALLBACK_NAME_WORDS = [
  'DebateKing',
  'ArgumentAce',
  'LogicLord',
  'GeniusGuru',
  'RhetoricRuler',
  'ReasonRanger',
  'WitWizard',
  'PointMaker',
  'ThinkTank',
  'ClaimChamp',
  'FactFinder',
  'IdeaIcon',
  'ProofPro',
  'SharpMind',
  'QuickWit',
  'DebateStar',
  'LogicLegend',
  'MindMaster',
  'CaseCrafter',
  'VerdictViking',
] as const;

function digitsOf(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** One of 20 words chosen by the phone's digit sum modulo 20, then its last 4 digits. */
export function fallbackDisplayName(phoneNumber: string): string {
  const digits = digitsOf(phoneNumber);
  const sum = [...digits].reduce((total, d) => total + Number(d), 0);
  const word = FALLBACK_NAME_WORDS[sum % FALLBACK_NAME_WORDS.length];
  return `${word}${digits.slice(-4)}`;
}

/** The name to show: the trimmed displayName when present, else the fallback. */
export function nameOrFallback(
  displayName: string | null | undefined,
  phoneNumber: string,
): string {
  const trimmed = displayName?.trim();
  return trimmed ? trimmed : fallbackDisplayName(phoneNumber);
}

/**
 * Someone as the viewer can name them. Strangers see only the public profile, whose
 * `fallbackName` a function made from the private phone (only its last 4 digits show);
 * people who hold the phone (contacts, chat partners) may pass it for when that stored
 * name is not there yet. Empty when nothing names them.
 */
interface NamedPerson {
  displayName?: string | null;
  fallbackName?: string | null;
  phoneNumber?: string | null;
}

/** The displayName, else the stored fallback name, else the one made from a known phone. */
export function personName({ displayName, fallbackName, phoneNumber }: NamedPerson): string {
  const trimmed = displayName?.trim();
  if (trimmed) return trimmed;
  if (fallbackName?.trim()) return fallbackName.trim();
  return phoneNumber ? fallbackDisplayName(phoneNumber) : '';
}

/** The avatar initial of personName, '?' when nothing names them. */
export function personInitial(person: NamedPerson): string {
  return [...personName(person)][0]?.toUpperCase() ?? '?';
}

/**
 * Under an emptied name field (the first run's, the profile editor's): an empty name is stored
 * as none, so others see the generated one.
 */
export function emptyNameHint(phoneNumber: string): string {
  return `Left empty, others see ${fallbackDisplayName(phoneNumber)}.`;
}
