import { useSyncExternalStore } from 'react';
import { sessionState, subscribeSession } from '@/data/session';
import type { AuthState, SessionUser } from '@/domain/auth-state';

export function useSession(): AuthState {
  return useSyncExternalStore(subscribeSession, sessionState);
}

/** The signed-in user; only for screens behind the sign-in guard. */
export function useSignedInUser(): SessionUser {
  const { user } = useSession();
  if (!user) throw new Error('useSignedInUser is used outside the signed-in routes.');
  return user;
}
