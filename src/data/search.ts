/**
 * User search (SPEC §5 "User search"): the searchUsers function runs it on the server, so
 * no client reads the index, a phone search is rate-limited, and blocked pairs never find
 * each other. Each search reads at most 20 documents; docs/search.md says what it matches.
 */
import { classifyQuery } from '@/domain/search';
import { callFunction } from './functions';
import { countReads } from './read-meter';
import type { CallResponse, FoundUser } from '@/domain/callables';

export type { FoundUser };
export type SearchOutcome = CallResponse<'searchUsers'>;

/**
 * Searches users by name or bio, or by a whole phone number. Rejects with SEARCH_TOO_SHORT's
 * text for a query that cannot be searched (without calling the server), or with the
 * function's message (e.g. 'Too many phone number searches. Try again in an hour.').
 */
export async function searchUsers(raw: string): Promise<SearchOutcome> {
  const classified = classifyQuery(raw);
  if (classified.kind === 'error') throw new Error(classified.error);
  const outcome = await callFunction('searchUsers', {
    query: raw.trim(),
  });
  // What the search cost is billed to this app, though the server read it.
  countReads(outcome.documentsRead);
  return outcome;
}

/**
 * Asks the server to bring the signed-in user's own search entry up to date with their
 * profile as stored, so a name or picture just saved is found at once instead of after the
 * trigger queue (functions/src/search/index-my-profile.ts). The trigger does it anyway: a
 * failure here (offline, quota) only means waiting for it, so it is logged, not thrown.
 */
export async function refreshMySearchEntry(): Promise<void> {
  try {
    await callFunction('indexMyProfile', undefined);
  } catch (error) {
    console.warn('The search entry will follow the profile a little later', error);
  }
}
