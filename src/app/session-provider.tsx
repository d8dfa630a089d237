import type { ReactNode } from 'react';
import { sessionState, subscribeSession } from '@/data/session';
import { SessionContext } from '@/hooks/use-session';
import { useStore } from '@/hooks/use-store';

/**
 * The session (src/data/session.ts) for every screen, one value for the whole tree. A change
 * (the stored sign-in found, a sign-out) swaps whole screens, so it renders as a transition
 * (useStore): in slices, the old screen answering taps until the new one is ready.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const session = useStore(subscribeSession, sessionState);
  return <SessionContext value={session}>{children}</SessionContext>;
}
