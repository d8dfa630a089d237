/**
 * People's pictures on the device (docs/pictures.md), like profiles (profiles.ts): read from
 * avatars/{uid} once per picture and kept in Dexie, so an avatar shows offline and a list of
 * fifty people costs no reads the second time. Which picture is current comes from the
 * person's profile (its avatarAt, which moves with every new picture), so a device never
 * asks "has it changed?": a copy older than the profile's time is read again, once.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { fetchPicture } from '@/data/avatars';
import { useLiveQuery } from './live-query';
import { localDb, type LocalPicture } from './db';
import { profileRetryDelay } from './profiles';

const inFlight = new Map<string, Promise<boolean>>();

/**
 * Reads a person's picture from the server into the device's copy (one read; deduplicated
 * while in flight). `wanted` is the profile's avatarAt: if the picture is gone, "none at
 * that time" is kept so it is not asked again until the profile moves. Resolves false when
 * the read failed and nothing was stored.
 */
function refreshPicture(viewerUid: string, uid: string, wanted: number): Promise<boolean> {
  const key = `${viewerUid}/${uid}/${wanted}`;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = fetchPicture(uid)
      .then(async (picture) => {
        const entry: LocalPicture = picture
          ? {
              uid,
              at: Math.max(picture.updatedAt ?? wanted, wanted),
              type: picture.type,
              bytes: picture.bytes,
              fetchedAt: Date.now(),
            }
          : { uid, at: wanted, type: '', bytes: null, fetchedAt: Date.now() };
        await localDb(viewerUid).pictures.put(entry);
        return true;
      })
      .catch((error: unknown) => {
        console.warn(`Could not load the picture of ${uid}`, error);
        return false;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

/** Keeps the device's copy of the picture a person had at `wanted` (from their profile). */
function useCurrentPicture(
  viewerUid: string | null,
  uid: string | null | undefined,
  wanted: number | null | undefined,
): LocalPicture | null | undefined {
  // null while the device's copy is read; undefined when it has none.
  const cached = useLiveQuery<LocalPicture | undefined, null>(
    async () => (viewerUid && uid ? localDb(viewerUid).pictures.get(uid) : undefined),
    [viewerUid, uid],
    null,
  );
  const [wake, setWake] = useState(0);
  const failures = useRef(0);
  useEffect(() => {
    if (!viewerUid || !uid || !wanted || cached === null) return;
    if (cached && cached.at >= wanted) return;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A stored copy changes `cached`, which runs this effect again and stops here.
    void refreshPicture(viewerUid, uid, wanted).then((stored) => {
      if (!active) return;
      if (stored) {
        failures.current = 0;
        return;
      }
      failures.current += 1;
      timer = setTimeout(() => setWake((n) => n + 1), profileRetryDelay(failures.current));
    });
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [viewerUid, uid, wanted, cached, wake]);
  return cached;
}

/** Object URLs made this visit, least recently asked for first (see pictureObjectUrl). */
const objectUrls = new Map<string, string>();
/** At most this many pictures' object URLs are kept: ~10 MB at 48 KB each. */
const PICTURE_URLS_KEPT = 200;

/**
 * One blob: URL per picture (person and time) for the whole visit, shared by every avatar
 * that shows it. Made on first use and revoked only when PICTURE_URLS_KEPT newer ones were
 * asked for since, never by an unmount: React's development double mount would otherwise
 * revoke an address an avatar still shows.
 */
function pictureObjectUrl(key: string, bytes: Uint8Array, type: string): string | null {
  if (typeof URL.createObjectURL !== 'function') return null;
  const known = objectUrls.get(key);
  if (known) {
    objectUrls.delete(key);
    objectUrls.set(key, known);
    return known;
  }
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  objectUrls.set(key, url);
  if (objectUrls.size > PICTURE_URLS_KEPT) {
    const [oldest] = objectUrls;
    if (oldest) {
      objectUrls.delete(oldest[0]);
      URL.revokeObjectURL(oldest[1]);
    }
  }
  return url;
}

/**
 * The address to show a person's picture at (a blob: URL of the device's copy), or null when
 * they have none (`wanted` null or absent) or it is not on the device yet. While a newer
 * picture is read, the older copy stays shown.
 */
export function usePictureUrl(
  viewerUid: string | null,
  uid: string | null | undefined,
  wanted: number | null | undefined,
): string | null {
  const cached = useCurrentPicture(viewerUid, uid, wanted);
  const shown = wanted && cached?.bytes ? cached : null;
  return useMemo(
    () =>
      shown?.bytes ? pictureObjectUrl(`${shown.uid}@${shown.at}`, shown.bytes, shown.type) : null,
    [shown],
  );
}
