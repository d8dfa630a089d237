import { useCallback } from 'react';
import type { PictureChange } from '@/data/avatars';
import { refreshMySearchEntry } from '@/data/search';
import { updateProfile } from '@/data/users';
import type { ProfilePatch } from '@/domain/validation';
import { PROFILE_TEXT } from './profile-texts';
import type { SaveProfile } from './use-profile-form';

/**
 * Saves profile fields of the signed-in user, with a new picture or its removal when there
 * is one (one batch). Firestore keeps this app's writes in memory only, so a save made
 * offline would wait silently and be lost on reload: refuse it instead. Once saved, the
 * search entry is brought up to date in the background (a name is found by others a moment
 * later, not after the trigger queue), without holding the form.
 */
export function useSaveProfile(uid: string): SaveProfile {
  return useCallback(
    async (patch: ProfilePatch, picture?: PictureChange) => {
      if (typeof navigator !== 'undefined' && navigator.onLine === false) {
        throw new Error(PROFILE_TEXT.offline);
      }
      await updateProfile(uid, patch, picture);
      void refreshMySearchEntry();
    },
    [uid],
  );
}
