import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { LandingSplash } from '@/components/landing-header';
import { Splash } from '@/components/splash';
import { RedirectSignedIn, SignedInOrStart } from './guards';
import { RouteErrorBoundary } from './route-error';
import { prepareTimeFormatsSoon } from './time-formats';

function page<T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

/** A screen that shows times: their formatters are built while its code loads. */
function timedPage<T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T) {
  return page(() => {
    prepareTimeFormatsSoon();
    return load();
  }, name);
}

const loadSignIn = () => import('./routes/sign-in').then(({ SignInRoute }) => ({ SignInRoute }));
const SignIn = page(loadSignIn, 'SignInRoute');
const Home = page(() => import('./routes/home'), 'HomeRoute');
const Profile = timedPage(() => import('./routes/profile'), 'ProfileRoute');
const Welcome = page(() => import('./routes/welcome'), 'WelcomeRoute');
const NormalChat = timedPage(() => import('./routes/chat'), 'NormalChatRoute');
const DebateChat = timedPage(() => import('./routes/debate'), 'DebateChatRoute');
const Watch = timedPage(() => import('./routes/watch'), 'WatchRoute');
const Results = timedPage(() => import('./routes/results'), 'ResultsRoute');
const Join = page(() => import('./routes/join'), 'JoinRoute');
const Leaderboard = page(() => import('./routes/leaderboard'), 'LeaderboardRoute');
const LeaderboardPerson = page(() => import('./routes/leaderboard'), 'LeaderboardPersonRoute');
const Policy = page(() => import('./routes/policy'), 'PolicyRoute');
const HowItWorks = page(() => import('./routes/how-it-works'), 'HowItWorksRoute');
const NotFound = page(() => import('./routes/not-found'), 'NotFoundRoute');

/**
 * Starts loading the landing page's code when the visit starts at /. Who opens / is almost
 * always signed out (an installed app starts at /home, the manifest's start_url), so the
 * sign-in page's code downloads beside the session check instead of after it: one network
 * round trip less before the first paint. A signed-in visitor to / is sent on, and fetched
 * a few KB of it for nothing.
 */
export function preloadLanding(pathname: string) {
  // A failed load is the route's to report: its own import of the same module fails alike.
  if (pathname === '/') loadSignIn().catch(() => undefined);
}

/** While a screen's code loads: on / the landing's top (as index.html painted it), else Splash. */
function RouteSplash() {
  return useLocation().pathname === '/' ? <LandingSplash /> : <Splash />;
}

/**
 * SPEC §2's route table. Every screen is its own chunk, so the sign-in page loads neither
 * Firestore nor the signed-in screens. (React Router's declarative mode: the data router
 * would add ~17 KB gzip to every page for loaders and actions this app does not use.)
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <RouteErrorBoundary>
        <Suspense fallback={<RouteSplash />}>
          <Routes>
            <Route
              path="/"
              element={
                <RedirectSignedIn>
                  <SignIn />
                </RedirectSignedIn>
              }
            />
            <Route path="/home" element={<Home />} />
            <Route path="/chats" element={<Home />} />
            <Route path="/profile" element={<Profile />} />
            <Route path="/welcome" element={<Welcome />} />
            <Route path="/chat/:chatId" element={<NormalChat />} />
            <Route path="/debate/:chatId" element={<DebateChat />} />
            <Route path="/watch/:chatId" element={<Watch />} />
            <Route path="/results/:chatId" element={<Results />} />
            <Route path="/join/:requestId" element={<Join />} />
            <Route path="/leaderboard" element={<Leaderboard />} />
            <Route path="/leaderboard/:uid" element={<LeaderboardPerson />} />
            <Route path="/policy" element={<Policy />} />
            <Route path="/how-it-works" element={<HowItWorks />} />
            <Route
              path="*"
              element={
                <SignedInOrStart>
                  <NotFound />
                </SignedInOrStart>
              }
            />
          </Routes>
        </Suspense>
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
