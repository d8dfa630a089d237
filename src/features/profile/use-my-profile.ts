import { useLiveProfile } from '@/hooks/use-live-profile';
import { errorText } from '@/domain/error-text';
import type { UserProfile } from '@/domain/model';

export type MyProfileState =
  | { status: 'loading' }
  | { status: 'error'; reason: string }
  | { status: 'missing' }
  | { status: 'found'; profile: UserProfile };

/** The signed-in user's own profile, live, with load failures as the reason to show. */
export function useMyProfile(uid: string): { state: MyProfileState; retry: () => void } {
  const { state, retry } = useLiveProfile(uid);
  return {
    state: state.status === 'error' ? { status: 'error', reason: errorText(state.error) } : state,
    retry,
  };
}
