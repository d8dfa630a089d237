/**
 * User search (SPEC §5 "User search") and the index that makes it a Firestore query. The
 * searchUsers function runs it; no client reads the index (docs/search.md).
 *
 * Firestore cannot do substring queries, so a Cloud Function keeps a search document per
 * user with `nameLower` and `tokens` (every substring of at least 2 characters of each
 * word of the name and bio). A text query looks up its longest word with `array-contains`;
 * the candidates are then filtered by `matchesUser` and ordered by `rankUsers`. A phone
 * query is an exact lookup of the private phone instead (rate-limited), so the index holds
 * no phone number and no text query matches digits of one: a substring of phone numbers
 * would be an oracle for enumerating them.
 */

import { personName } from './fallback-name';
import { SEARCH_MIN_LENGTH, SEARCH_TOO_SHORT } from './validation';

const TOKEN_MIN_LENGTH = 2;
/** Longer words are cut: a word of n characters has n(n-1)/2 substrings. */
const TOKEN_WORD_MAX_LENGTH = 24;
const TOKEN_BIO_MAX_LENGTH = 500;
/** Firestore caps index entries per document; this keeps the array well inside it. */
export const MAX_SEARCH_TOKENS = 2000;

export interface SearchableUser {
  uid: string;
  displayName?: string | null;
  /** SPEC §3's generated name, stored by a function: what the list shows without a name. */
  fallbackName?: string | null;
  bio?: string | null;
}

interface SearchIndexDoc {
  nameLower: string;
  tokens: string[];
}

/** Lowercased words: runs of letters, marks and digits; everything else separates. */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
}

/** Every substring of at least 2 characters, shortest first, in order of position. */
function substrings(word: string): string[] {
  const chars = [...word];
  const out: string[] = [];
  for (let length = TOKEN_MIN_LENGTH; length <= chars.length; length += 1) {
    for (let start = 0; start + length <= chars.length; start += 1) {
      out.push(chars.slice(start, start + length).join(''));
    }
  }
  return out;
}

function capWord(word: string): string {
  return [...word].slice(0, TOKEN_WORD_MAX_LENGTH).join('');
}

function digitsOf(phone: string): string {
  return phone.replace(/\D/g, '');
}

/**
 * The tokens of a user's search document: deduplicated, lowercased, at most 2,000. When the
 * cap bites, name tokens come first, then the bio's in word order, so a long bio can never
 * push out the name.
 */
export function searchTokens(user: Pick<SearchableUser, 'displayName' | 'bio'>): string[] {
  const bio = [...(user.bio ?? '')].slice(0, TOKEN_BIO_MAX_LENGTH).join('');
  const sources = [
    ...searchWords(user.displayName ?? '').map(capWord),
    ...searchWords(bio).map(capWord),
  ];
  const tokens = new Set<string>();
  for (const word of sources) {
    for (const token of substrings(word)) {
      if (tokens.size >= MAX_SEARCH_TOKENS) return [...tokens];
      tokens.add(token);
    }
  }
  return [...tokens];
}

/** The whole search document a Cloud Function writes for a user. */
export function searchIndexDoc(user: Omit<SearchableUser, 'uid'>): SearchIndexDoc {
  return {
    nameLower: personName(user).toLowerCase(),
    tokens: searchTokens(user),
  };
}

export type ClassifiedQuery =
  | { kind: 'phone'; digits: string; phoneNumber: string }
  | { kind: 'text'; lower: string; lookupToken: string }
  | { kind: 'error'; error: string };

/**
 * How to run a query. One that starts with '+' or is all digits is an exact phone match
 * (`phoneNumber` is '+' and its digits, for an equality query). Otherwise it is a text
 * query; its longest word, cut like the index's words, is the token to look up. A text
 * query with no word of 2 characters cannot use the index and is refused as too short.
 */
export function classifyQuery(raw: string): ClassifiedQuery {
  const query = raw.trim();
  if (query.length < SEARCH_MIN_LENGTH) return { kind: 'error', error: SEARCH_TOO_SHORT };
  if (query.startsWith('+') || /^\d+$/.test(query)) {
    const digits = digitsOf(query);
    return { kind: 'phone', digits, phoneNumber: `+${digits}` };
  }
  const lower = query.toLowerCase();
  const longest = searchWords(lower)
    .map(capWord)
    .reduce((best, word) => ([...word].length > [...best].length ? word : best), '');
  if ([...longest].length < TOKEN_MIN_LENGTH) return { kind: 'error', error: SEARCH_TOO_SHORT };
  return { kind: 'text', lower, lookupToken: longest };
}

/**
 * Whether a user found by the index is a match. A phone query's candidates come from the
 * exact lookup of the private phone, so they all are. A text query matches when it is a
 * case-insensitive substring of the display name or the bio (not of the phone: see above).
 */
export function matchesUser(query: ClassifiedQuery, user: SearchableUser): boolean {
  switch (query.kind) {
    case 'error':
      return false;
    case 'phone':
      return query.digits !== '';
    case 'text':
      return [user.displayName, user.bio].some((field) =>
        (field ?? '').toLowerCase().includes(query.lower),
      );
  }
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** 0 for an exact name match, 1 for a name that starts with the query, 2 otherwise. */
function nameRank(name: string, lowerQuery: string): number {
  const lower = name.toLowerCase();
  if (lower === lowerQuery) return 0;
  return lower.startsWith(lowerQuery) ? 1 : 2;
}

/**
 * The results to show: the matching users except the current one, exact name match first,
 * then names starting with the query, then alphabetical (case-insensitive). Users without a
 * displayName are ranked by their generated fallback name, the one the list shows.
 */
export function rankUsers<T extends SearchableUser>(
  rawQuery: string,
  users: readonly T[],
  currentUid: string | null | undefined,
): T[] {
  const query = classifyQuery(rawQuery);
  const lowerQuery = rawQuery.trim().toLowerCase();
  const seen = new Set<string>();
  const ranked = users
    .filter((user) => {
      if (user.uid === currentUid || seen.has(user.uid) || !matchesUser(query, user)) return false;
      seen.add(user.uid);
      return true;
    })
    .map((user) => {
      const name = personName(user);
      return { user, name, rank: nameRank(name, lowerQuery) };
    });
  ranked.sort(
    (a, b) =>
      a.rank - b.rank ||
      collator.compare(a.name, b.name) ||
      (a.user.uid < b.user.uid ? -1 : a.user.uid > b.user.uid ? 1 : 0),
  );
  return ranked.map((entry) => entry.user);
}
