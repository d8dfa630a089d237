/**
 * The {reason} in the UI's 'Failed to …: {reason}' texts (SPEC §8): what an error says in
 * its own words. The data layer already turns Firebase failures into readable messages
 * (e.g. a callable's 'User not found'), so the UI shows them as they are.
 */

export const UNKNOWN_ERROR = 'Unknown error';

/**
 * An Error's message, or a thrown string; `fallback` when there are no words to show (an
 * empty message, a thrown object or nothing at all).
 */
export function errorText(error: unknown, fallback: string = UNKNOWN_ERROR): string {
  if (error instanceof Error && error.message) return error.message;
  return typeof error === 'string' && error ? error : fallback;
}
