/**
 * indexMyProfile(): brings the caller's own search entry (userIndex/{uid}) up to date with
 * their profile as it is stored now, at once. The app calls it right after it saved the
 * profile or the picture, so a name just chosen is found by others as soon as 'Profile
 * updated.' shows.
 *
 * onUserWritten (on-user-written.ts) does the same for every profile write, but a trigger
 * runs after everything queued before it: in the Emulator Suite triggers run one at a time,
 * and a new account's own chain (creation, generated name, leaderboard) and every other
 * write's triggers came first, so a newcomer's first name took over 10 s to be found. Both
 * write the same entry from the same stored profile in a transaction, so whichever runs
 * last changes nothing. The call takes no input and touches only the caller's entry; it
 * costs the ban check, one quota unit (QUOTAS.profileIndex) and three reads.
 */
import { QUOTAS } from '@/domain/limits';
import { signedInCallable } from '../safety/callable';
import { takeQuota } from '../safety/quota';
import { syncUserIndex } from './on-user-written';

export const indexMyProfile = signedInCallable('indexMyProfile', async (request, me) => {
  await takeQuota(me, QUOTAS.profileIndex);
  await syncUserIndex(me);
  return { indexed: true };
});
