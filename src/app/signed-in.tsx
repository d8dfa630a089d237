import type { ReactNode } from 'react';
import { useAppBadge } from '@/hooks/use-app-badge';
import { useSignedInUser } from '@/hooks/use-session';
import { useSignedInSync } from '@/offline/sync-session';
import { ConnectionLine } from './connection-line';
import { RequireSignedIn } from './guards';

interface Props {
  children: ReactNode;
  /**
   * 'floating' (default): the connection line floats under the page's header. 'inline': the
   * screen places it itself (a chat puts it in its layout, so it covers nothing).
   */
  connectionLine?: 'floating' | 'inline';
}

function Sync({ children, connectionLine = 'floating' }: Props) {
  const { uid } = useSignedInUser();
  useSignedInSync(uid);
  useAppBadge(uid);
  return (
    <>
      {children}
      {connectionLine === 'floating' && <ConnectionLine uid={uid} />}
    </>
  );
}

/**
 * Wraps every signed-in screen: the guard, then the offline sync for the user. Imported only
 * by the lazily loaded signed-in routes, so the sign-in page never loads Firestore or Dexie.
 */
export function SignedInRoute({ children, connectionLine }: Props) {
  return (
    <RequireSignedIn>
      <Sync connectionLine={connectionLine}>{children}</Sync>
    </RequireSignedIn>
  );
}
