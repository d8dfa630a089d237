/**
 * Status codes no retry will fix: the server refused the request itself. The same for a
 * Firestore write (the outbox) and a callable (phone sharing).
 */
const PERMANENT = new Set([
  'permission-denied',
  'invalid-argument',
  'not-found',
  'failed-precondition',
  'out-of-range',
  'already-exists',
]);

/** Whether `code` ('permission-denied', 'firestore/…' or 'functions/…') is one of them. */
export function isPermanent(code: string): boolean {
  return PERMANENT.has(code.replace(/^(firestore|functions)\//, ''));
}
