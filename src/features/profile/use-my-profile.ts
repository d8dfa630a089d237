import { useState } from 'react';
import { useLiveProfile } from '@/hooks/use-live-profile';
import { errorText } from '@/domain/error-text';
import type { UserProfile } from '@/domain/model';

export type MyProfileState =
  | { status: 'loading' }
  | { status: 'error'; reason: string }
  | { status: 'missing' }
  /** `reloadError`: the listener failed after the profile was shown (it stays shown). */
  | { status: 'found'; profile: UserProfile; reloadError?: string };

/**
 * The signed-in user's own profile, live, with load failures as the reason to show.
 *
 * Once found it stays found on this screen: a later 'missing' (a write the server refused
 * being taken back, as when two sign-ins raced to create the profile) or 'loading' (a retry,
 * a new listener) shows the last profile seen, and a failed listener is reported beside it.
 * The edit form lives inside the found view, so a flip to 'Profile not found' and back
 * would close it and lose what was typed (src/features/profile/profile-body.tsx).
 */
export function useMyProfile(uid: string): { state: MyProfileState; retry: () => void } {
  const { state, retry } = useLiveProfile(uid);
  const [held, setHeld] = useState<{ uid: string; profile: UserProfile } | null>(null);
  // Remembered during render (React's "storing information from previous renders"), so the
  // very render that would flip already shows the held profile.
  if (state.status === 'found' && (held?.uid !== uid || held.profile !== state.profile)) {
    setHeld({ uid, profile: state.profile });
  }
  const last = state.status === 'found' ? state.profile : held?.uid === uid ? held.profile : null;
  if (!last) {
    return {
      state: state.status === 'error' ? { status: 'error', reason: errorText(state.error) } : state,
      retry,
    };
  }
  const reloadError = state.status === 'error' ? errorText(state.error) : undefined;
  return {
    state: { status: 'found', profile: last, ...(reloadError ? { reloadError } : {}) },
    retry,
  };
}
