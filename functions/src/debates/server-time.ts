/**
 * serverTime(): the server's clock, so a phone whose clock is off still counts a debate
 * down correctly (the app measures its offset from one short round trip; see
 * src/hooks/use-server-clock.ts). Writes nothing and reads nothing.
 */
import { signedInCallable } from '../safety/callable';

export const serverTime = signedInCallable(
  'serverTime',
  () => ({ now: Date.now() }),
  // The clock is no one's data: a banned account's app may still count down.
  { writesNothing: true },
);
