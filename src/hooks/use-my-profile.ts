import { useEffect, useState } from 'react';
import { watchUserProfile } from '../data/users';
import type { UserProfile } from '../domain/model';

export type MyProfileState =
  | { status: 'loading' }
  | { status: 'found'; profile: UserProfile }
  | { status: 'missing' }
  | { status: 'error'; error: Error };

/** The signed-in user's own profile, live. */
export function useLiveProfile(uid: string): MyProfileState {
  const [answer, setAnswer] = useState<{ uid: string; state: MyProfileState } | null>(null);
  useEffect(
    () =>
      watchUserProfile(
        uid,
        (profile) =>
          setAnswer({ uid, state: profile ? { status: 'found', profile } : { status: 'missing' } }),
        (error) => setAnswer({ uid, state: { status: 'error', error } }),
      ),
    [uid],
  );
  return answer?.uid === uid ? answer.state : { status: 'loading' };
}
