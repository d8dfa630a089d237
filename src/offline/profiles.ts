/**
 * Other users' public profiles, cached on the device so chat titles and participant cards
 * render offline. A copy older than PROFILE_FRESH_MS is refreshed when a screen needs it.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { fetchUserProfile } from '@/data/users';
import { EMPTY_STATS } from '@/domain/model';
import { localDb, type LocalProfile } from './db';

export const PROFILE_FRESH_MS = 5 * 60_000;
const inFlight = new Map<string, Promise<void>>();

/** Reads a profile from the server into the cache (one read; deduplicated while in flight). */
export function refreshProfile(viewerUid: string, uid: string): Promise<void> {
  const key = `${viewerUid}/${uid}`;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = fetchUserProfile(uid)
      .then(async (profile) => {
        const db = localDb(viewerUid);
        const fetchedAt = Date.now();
        await db.profiles.put(
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
      })
      .catch((error: unknown) => console.warn(`Could not load the profile of ${uid}`, error))
      .finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

export type ProfileState =
  { state: 'loading' } | { state: 'found'; profile: LocalProfile } | { state: 'missing' };

/** A user's profile from the device, refreshed from the server when stale and online. */
export function useCachedProfile(viewerUid: string, uid: string | null | undefined): ProfileState {
  // null while the first read of the device's copy is under way; undefined when there is none.
  const cached = useLiveQuery<LocalProfile | undefined, null>(
    async () => (uid ? localDb(viewerUid).profiles.get(uid) : undefined),
    [viewerUid, uid],
    null,
  );
  useEffect(() => {
    if (!uid || cached === null) return;
    if (cached && Date.now() - cached.fetchedAt < PROFILE_FRESH_MS) return;
    void refreshProfile(viewerUid, uid);
  }, [viewerUid, uid, cached]);
  if (!uid) return { state: 'missing' };
  if (!cached) return { state: 'loading' };
  return cached.missing ? { state: 'missing' } : { state: 'found', profile: cached };
}
