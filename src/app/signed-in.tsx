import type { ReactNode } from 'react';
import { useAppBadge } from '@/hooks/use-app-badge';
import { useSignedInUser } from '@/hooks/use-session';
import { useSignedInSync } from '@/offline/sync-session';
import { ConnectionLine } from './connection-line';
import { RequireSignedIn } from './guards';

function Sync({ children }: { children: ReactNode }) {
  const { uid } = useSignedInUser();
  useSignedInSync(uid);
  useAppBadge(uid);
  return (
    <>
      {children}
      <ConnectionLine uid={uid} />
    </>
  );
}

/**
 * Wraps every signed-in screen: the guard, then the offline sync for the user. Imported only
 * by the lazily loaded signed-in routes, so the sign-in page never loads Firestore or Dexie.
 */
export function SignedInRoute({ children }: { children: ReactNode }) {
  return (
    <RequireSignedIn>
      <Sync>{children}</Sync>
    </RequireSignedIn>
  );
}
