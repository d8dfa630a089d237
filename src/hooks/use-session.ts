import { useContext } from 'react';
import type { AuthState, SessionUser } from '@/domain/auth-state';
import { SessionContext } from './session-context';

export { SessionContext };

export function useSession(): AuthState {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession is used outside SessionProvider.');
  return session;
}

/** The signed-in user; only for screens behind the sign-in guard. */
export function useSignedInUser(): SessionUser {
  const { user } = useSession();
  if (!user) throw new Error('useSignedInUser is used outside the signed-in routes.');
  return user;
}
