import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LandingSplash } from '@/components/landing-header';
import { Splash } from '@/components/splash';
import { firstRunDue } from '@/data/first-run';
import { useSession } from '@/hooks/use-session';

/**
 * The signed-in pages a signed-out visitor may be sent to from outside the app (a
 * notification, a shared link): after signing in on / they land there, not on /home. Add a
 * route here when it should survive sign-in. Each pattern matches a whole pathname.
 */
const DEEP_LINK_PATHS: readonly RegExp[] = [
  /^\/chat\/[A-Za-z0-9_-]{1,128}$/,
  /^\/debate\/[A-Za-z0-9_-]{1,128}$/,
  /^\/join\/[A-Za-z0-9_-]{1,128}$/,
  /^\/results\/[A-Za-z0-9_-]{1,128}$/,
  /^\/watch\/[A-Za-z0-9_-]{1,128}$/,
];

/** Where a signed-out visitor was going, carried to / in the location state. */
interface DeepLinkState {
  returnTo?: unknown;
}

/**
 * A same-origin in-app path worth returning to after sign-in, or null. Only a pathname that
 * starts with one '/' and matches DEEP_LINK_PATHS (so no '//host', no scheme, no backslash,
 * no absolute URL), with an optional plain query string.
 */
export function deepLinkPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 512) return null;
  const [pathname = '', search] = value.split(/\?(.*)/s, 2);
  if (!DEEP_LINK_PATHS.some((pattern) => pattern.test(pathname))) return null;
  if (search !== undefined && !/^[A-Za-z0-9_.~%&=+-]*$/.test(search)) return null;
  return search ? `${pathname}?${search}` : pathname;
}

// A visitor who was signed in during this visit and then signed out (here or in another
// tab) is not carried back: the next person to sign in on this device starts at /home.
let signedInThisVisit = false;

/** Signed-in routes: signed-out visitors go to /, remembering a deep link for after sign-in. */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  const location = useLocation();
  useEffect(() => {
    if (user) signedInThisVisit = true;
  }, [user]);
  if (loading) return <Splash />;
  if (!user) {
    const returnTo = signedInThisVisit ? null : deepLinkPath(location.pathname + location.search);
    const state: DeepLinkState | undefined = returnTo ? { returnTo } : undefined;
    return <Navigate to="/" replace state={state} />;
  }
  return children;
}

/**
 * The landing page: a signed-in user goes on to the deep link they came by, else to the
 * first-run screen when this sign-in created their account (src/data/first-run.ts), else
 * /home.
 */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  const location = useLocation();
  if (loading) return <LandingSplash />;
  if (user) {
    const returnTo = deepLinkPath((location.state as DeepLinkState | null)?.returnTo);
    const start = firstRunDue(user.uid) ? '/welcome' : '/home';
    return <Navigate to={returnTo ?? start} replace />;
  }
  return children;
}

/** An unknown address: signed out it redirects to / (SPEC §6); signed in it is 'Page not found'. */
export function SignedInOrStart({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  if (loading) return <Splash />;
  if (!user) return <Navigate to="/" replace />;
  return children;
}

/** For tests: forget that someone was signed in during this visit. */
export function resetVisitForTests() {
  signedInThisVisit = false;
}
