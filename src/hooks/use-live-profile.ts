import { startTransition, useCallback, useEffect, useState } from 'react';
import { watchUserProfile } from '@/data/users';
import type { UserProfile } from '@/domain/model';

type LiveProfileState =
  | { status: 'loading' }
  | { status: 'found'; profile: UserProfile }
  | { status: 'missing' }
  | { status: 'error'; error: Error };

const LOADING: LiveProfileState = { status: 'loading' };

/**
 * A user's profile, live (the header's name, the profile screen). A failed listener is dead,
 * so `retry` starts a new one; until it answers the state is loading again. Each answer is
 * tagged with the listener it came from, so a new uid or a retry never shows a stale one.
 */
export function useLiveProfile(uid: string): { state: LiveProfileState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; state: LiveProfileState } | null>(null);
  const key = `${uid}#${attempt}`;

  // Each answer renders as a transition (docs/ARCHITECTURE.md): the header's name is read by
  // the whole home screen, which an urgent render would build in one long task.
  useEffect(
    () =>
      watchUserProfile(
        uid,
        (profile) =>
          startTransition(() =>
            setAnswer({
              key,
              state: profile ? { status: 'found', profile } : { status: 'missing' },
            }),
          ),
        (error) => startTransition(() => setAnswer({ key, state: { status: 'error', error } })),
      ),
    [uid, key],
  );

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: answer?.key === key ? answer.state : LOADING, retry };
}
