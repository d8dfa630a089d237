import { useCallback, useEffect, useState } from 'react';
import { watchUserProfile } from '../../data/users';
import type { UserProfile } from '../../domain/model';
import { errorReason } from './profile-texts';

export type MyProfileState =
  | { status: 'loading' }
  | { status: 'error'; reason: string }
  | { status: 'missing' }
  | { status: 'found'; profile: UserProfile };

const LOADING: MyProfileState = { status: 'loading' };

/**
 * The signed-in user's own profile, live. A failed listener is dead, so `retry` starts a
 * new one; until it answers the state is loading again.
 */
export function useMyProfile(uid: string): { state: MyProfileState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  // The answer is tagged with the listener it came from, so a new uid or a retry never
  // shows the previous listener's answer.
  const [answer, setAnswer] = useState<{ key: string; state: MyProfileState } | null>(null);
  const key = `${uid}#${attempt}`;

  useEffect(
    () =>
      watchUserProfile(
        uid,
        (profile) =>
          setAnswer({ key, state: profile ? { status: 'found', profile } : { status: 'missing' } }),
        (error) => setAnswer({ key, state: { status: 'error', reason: errorReason(error) } }),
      ),
    [uid, key],
  );

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: answer?.key === key ? answer.state : LOADING, retry };
}
