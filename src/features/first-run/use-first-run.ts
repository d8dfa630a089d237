import { useCallback } from 'react';
import type { PictureChange } from '@/data/avatars';
import { markFirstRunDone } from '@/data/first-run';
import { refreshMySearchEntry } from '@/data/search';
import { whenProfileEnsured } from '@/data/session';
import { updateProfile } from '@/data/users';
import type { ProfilePatch } from '@/domain/validation';
import { FIRST_RUN_TEXT } from './first-run-texts';

interface FirstRun {
  /** Saves the chosen name and photo (either may be absent), then marks the run done. */
  save(patch: ProfilePatch, picture?: PictureChange): Promise<void>;
  /** Leaves without saving; the screen is not shown again on this device. */
  skip(): void;
}

/**
 * The first run's two ways out. A save can come within a second of the sign-in, before the
 * sign-in's own profile write has landed (nothing to update yet): it waits for that first
 * (src/data/session.ts). Offline it is refused, as the profile editor refuses it: Firestore
 * keeps this app's writes in memory only. The search entry follows in the background.
 */
export function useFirstRun(uid: string): FirstRun {
  const save = useCallback(
    async (patch: ProfilePatch, picture?: PictureChange) => {
      if (typeof navigator !== 'undefined' && navigator.onLine === false) {
        throw new Error(FIRST_RUN_TEXT.offline);
      }
      const changed = Object.keys(patch).length > 0 || picture !== undefined;
      if (changed) {
        await whenProfileEnsured();
        await updateProfile(uid, patch, picture);
        void refreshMySearchEntry();
      }
      markFirstRunDone(uid);
    },
    [uid],
  );
  const skip = useCallback(() => markFirstRunDone(uid), [uid]);
  return { save, skip };
}
