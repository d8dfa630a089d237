import { useCallback } from 'react';
import { updateProfile } from '@/data/users';
import type { ProfilePatch } from '@/domain/validation';
import { PROFILE_TEXT } from './profile-texts';

/**
 * Saves profile fields of the signed-in user. Firestore keeps this app's writes in memory
 * only, so a save made offline would wait silently and be lost on reload: refuse it instead.
 */
export function useSaveProfile(uid: string): (patch: ProfilePatch) => Promise<void> {
  return useCallback(
    async (patch: ProfilePatch) => {
      if (typeof navigator !== 'undefined' && navigator.onLine === false) {
        throw new Error(PROFILE_TEXT.offline);
      }
      await updateProfile(uid, patch);
    },
    [uid],
  );
}
