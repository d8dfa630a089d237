/**
 * Other users' public profiles, cached on the device so chat titles and participant cards
 * render offline. A copy older than PROFILE_FRESH_MS is refreshed when a screen needs it;
 * "no such profile", and a profile with no name yet, are asked again after
 * PROFILE_MISSING_RECHECK_MS while a screen shows them (a new account's profile, and the
 * generated name the functions give it, may land a moment after its first message), then less
 * and less often (missingRecheckDelay), and a read that failed is retried with a growing
 * pause, so a card never stays empty for good.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { restartListenStream } from '@/data/firestore';
import { fetchUserProfile, fetchUserProfileDirect, watchUserProfile } from '@/data/users';
import { EMPTY_STATS, type UserProfile } from '@/domain/model';
import { useLiveQuery } from './live-query';
import { localDb, type LocalProfile } from './db';

const PROFILE_FRESH_MS = 5 * 60_000;
export const PROFILE_MISSING_RECHECK_MS = 15_000;
/**
 * How long a "no such user" answer holds after the nth recheck that still found none:
 * 15 s, doubling, at most PROFILE_FRESH_MS (a chat with a deleted account stays cheap).
 */
export function missingRecheckDelay(rechecks: number): number {
  return Math.min(PROFILE_MISSING_RECHECK_MS * 2 ** rechecks, PROFILE_FRESH_MS);
}
/** The pause before the nth retry of a failed read: 2 s, doubling, at most a minute. */
export function profileRetryDelay(failures: number): number {
  return Math.min(2_000 * 2 ** Math.max(0, failures - 1), 60_000);
}
/**
 * How long a profile read may go unanswered, online, before it is also read by a request of
 * its own (fetchUserProfileDirect). getDoc is answered on the listen stream every listener
 * shares; ci-local runs have seen a chat's card wait 15 s and more for a profile after the
 * network came back, the read and the profile's listener both unanswered (the app and its
 * tests alike cannot see why: the SDK neither fails nor answers).
 */
export const PROFILE_STALL_MS = 4_000;
const inFlight = new Map<string, Promise<boolean>>();

/**
 * A profile from the server: getDoc, and a direct read beside it once PROFILE_STALL_MS of it
 * passed unanswered online (offline the wait starts again: getDoc fails there on its own, or
 * waits for the network, which the direct read would have to as well).
 */
function readProfile(uid: string): Promise<UserProfile | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let answered = false;
  const listened = fetchUserProfile(uid).finally(() => {
    answered = true;
  });
  const direct = new Promise<UserProfile | null>((resolve, reject) => {
    const wait = () => {
      timer = setTimeout(() => {
        if (!navigator.onLine) return wait();
        console.warn(
          `The profile of ${uid} was not answered in ${PROFILE_STALL_MS} ms; reading it directly`,
        );
        fetchUserProfileDirect(uid).then((profile) => {
          // The server answered a read of its own where the listen stream did not.
          if (!answered) restartListenStream(`the profile of ${uid} was not answered`);
          resolve(profile);
        }, reject);
      }, PROFILE_STALL_MS);
    };
    wait();
  });
  return Promise.race([listened, direct]).finally(() => clearTimeout(timer));
}

/**
 * Reads a profile from the server into the cache (one read; deduplicated while in flight).
 * Resolves false when the read failed (offline, refused) and nothing was stored.
 */
function refreshProfile(viewerUid: string, uid: string): Promise<boolean> {
  const key = `${viewerUid}/${uid}`;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = readProfile(uid)
      .then(async (profile) => {
        await storeProfile(viewerUid, uid, profile);
        return true;
      })
      .catch((error: unknown) => {
        console.warn(`Could not load the profile of ${uid}`, error);
        return false;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

/** The device's copy of a profile as the server has it now (null: there is no such user). */
async function storeProfile(viewerUid: string, uid: string, profile: UserProfile | null) {
  const fetchedAt = Date.now();
  await localDb(viewerUid).profiles.put(
    profile
      ? { ...profile, fetchedAt }
      : {
          uid,
          medals: [],
          debateStats: EMPTY_STATS,
          createdAt: null,
          fetchedAt,
          missing: true,
        },
  );
}

/**
 * Keeps the device's copy of a profile live while `active` (the other person of an open chat):
 * a name they choose, or a new photo, shows at once instead of when the copy is next due a
 * refresh (PROFILE_FRESH_MS); a newcomer names themselves moments after the generated name
 * the functions gave them. One listener: a read when it starts and one per change.
 */
export function useFollowedProfile(
  viewerUid: string,
  uid: string | null | undefined,
  active: boolean,
): void {
  useEffect(() => {
    if (!active || !uid) return;
    return watchUserProfile(
      uid,
      (profile) =>
        void storeProfile(viewerUid, uid, profile).catch((error: unknown) =>
          console.warn(`Could not keep the profile of ${uid}`, error),
        ),
      (error) => console.warn(`Could not follow the profile of ${uid}`, error),
    );
  }, [viewerUid, uid, active]);
}

export type ProfileState =
  { state: 'loading' } | { state: 'found'; profile: LocalProfile } | { state: 'missing' };

/**
 * Whether a stored copy is worth asking for again soon: there was no profile, or it had no
 * name yet (neither a chosen one nor the generated fallbackName the functions write just after
 * sign-up). Without it, a chat opened in that moment would name the person only by a phone it
 * may lose (a block takes it back), and 'Unknown' would stay for PROFILE_FRESH_MS.
 */
function unsettled(profile: LocalProfile): boolean {
  return profile.missing === true || (!profile.fallbackName && !profile.displayName?.trim());
}

/** A user's profile from the device, refreshed from the server when stale and online. */
export function useCachedProfile(viewerUid: string, uid: string | null | undefined): ProfileState {
  // null while the first read of the device's copy is under way; undefined when there is none.
  const cached = useLiveQuery<LocalProfile | undefined, null>(
    async () => (uid ? localDb(viewerUid).profiles.get(uid) : undefined),
    [viewerUid, uid],
    null,
  );
  // Bumped to look again: after a failed read, or when a "missing" answer is due a recheck.
  const [wake, setWake] = useState(0);
  const failures = useRef(0);
  const missingRechecks = useRef(0);
  useEffect(() => {
    if (!uid || cached === null) return;
    const recheck = cached !== undefined && unsettled(cached);
    if (cached && !recheck) missingRechecks.current = 0;
    const freshFor = recheck ? missingRecheckDelay(missingRechecks.current) : PROFILE_FRESH_MS;
    const age = cached ? Date.now() - cached.fetchedAt : Number.POSITIVE_INFINITY;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let active = true;
    const lookAgainIn = (ms: number) => {
      timer = setTimeout(() => setWake((n) => n + 1), ms);
    };
    if (age >= freshFor) {
      if (recheck) missingRechecks.current += 1;
      // A stored copy changes `cached`, which runs this effect again.
      void refreshProfile(viewerUid, uid).then((stored) => {
        if (!active) return;
        if (stored) {
          failures.current = 0;
          return;
        }
        failures.current += 1;
        lookAgainIn(profileRetryDelay(failures.current));
      });
    } else if (recheck) {
      lookAgainIn(freshFor - age);
    }
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [viewerUid, uid, cached, wake]);
  if (!uid) return { state: 'missing' };
  if (!cached) return { state: 'loading' };
  return cached.missing ? { state: 'missing' } : { state: 'found', profile: cached };
}

/**
 * Several users' profiles as the device has them (no server read: each shown row's
 * useCachedProfile refreshes its own), by uid; an empty map while the device is read.
 */
export function useCachedProfiles(
  viewerUid: string,
  uids: readonly string[],
): ReadonlyMap<string, ProfileState> {
  const key = uids.join('|');
  const stored = useLiveQuery(
    async () => localDb(viewerUid).profiles.bulkGet(key ? key.split('|') : []),
    [viewerUid, key],
  );
  return useMemo(() => {
    const profiles = new Map<string, ProfileState>();
    for (const profile of stored ?? []) {
      if (profile) {
        profiles.set(
          profile.uid,
          profile.missing ? { state: 'missing' } : { state: 'found', profile },
        );
      }
    }
    return profiles;
  }, [stored]);
}
