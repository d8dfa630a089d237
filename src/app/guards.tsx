import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Splash } from '@/components/splash';
import { useSession } from '@/hooks/use-session';

/** Signed-in routes: signed-out visitors go to /. */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  if (loading) return <Splash />;
  if (!user) return <Navigate to="/" replace />;
  return children;
}

/** The landing page: a signed-in user goes on to /home. */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  if (loading) return <Splash />;
  if (user) return <Navigate to="/home" replace />;
  return children;
}
