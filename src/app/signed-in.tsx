import type { ReactNode } from 'react';
import { useSignedInUser } from '../hooks/use-session';
import { useSignedInSync } from '../offline/sync-session';

/** Everything behind the sign-in guard: starts the offline sync for the user. */
export function SignedIn({ children }: { children: ReactNode }) {
  const user = useSignedInUser();
  useSignedInSync(user.uid);
  return children;
}
