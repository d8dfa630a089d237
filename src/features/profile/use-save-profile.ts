import { useCallback } from 'react';
import { refreshMySearchEntry } from '@/data/search';
import { updateProfile } from '@/data/users';
import type { ProfilePatch } from '@/domain/validation';
import { PROFILE_TEXT } from './profile-texts';

/**
 * Saves profile fields of the signed-in user. Firestore keeps this app's writes in memory
 * only, so a save made offline would wait silently and be lost on reload: refuse it instead.
 * Once saved, the search entry is brought up to date in the background (a name is found by
 * others a moment later, not after the trigger queue), without holding the form.
 */
export function useSaveProfile(uid: string): (patch: ProfilePatch) => Promise<void> {
  return useCallback(
    async (patch: ProfilePatch) => {
      if (typeof navigator !== 'undefined' && navigator.onLine === false) {
        throw new Error(PROFILE_TEXT.offline);
      }
      await updateProfile(uid, patch);
      void refreshMySearchEntry();
    },
    [uid],
  );
}
