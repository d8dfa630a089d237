/**
 * serverTime(): the server's clock, so a phone whose clock is off still counts a debate
 * down correctly (the app measures its offset from one short round trip; see
 * src/features/debates/server-clock.ts). Writes nothing and reads nothing.
 */
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { callableOptions } from '../safety/callable';
import { NOT_AUTHENTICATED } from './debate-errors';

export interface ServerTimeResponse {
  /** Epoch milliseconds on the server's clock. */
  now: number;
}

export const serverTime = onCall<unknown, ServerTimeResponse>(callableOptions(), (call) => {
  if (!call.auth?.uid) throw new HttpsError('unauthenticated', NOT_AUTHENTICATED);
  return { now: Date.now() };
});
