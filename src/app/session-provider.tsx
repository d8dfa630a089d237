import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { sessionState, subscribeSession } from '@/data/session';
import { SessionContext } from '@/hooks/use-session';

/**
 * The session (src/data/session.ts) for every screen, one value for the whole tree. A change
 * (the stored sign-in found, a sign-out) swaps whole screens, so it renders as a transition:
 * in slices, the old screen answering taps until the new one is ready, where an external
 * store's update would be one long blocking task.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState(sessionState);
  useEffect(() => {
    const update = () => startTransition(() => setSession(sessionState()));
    // A change between the first render and this subscription is not missed.
    update();
    return subscribeSession(update);
  }, []);
  return <SessionContext value={session}>{children}</SessionContext>;
}
