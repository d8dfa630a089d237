import { createBrowserRouter } from 'react-router';
import { Splash } from '../components/splash';
import { RedirectSignedIn, RequireSignedIn } from './guards';
import { RouteError } from './route-error';

/**
 * SPEC §2's route table. Every screen is its own chunk, so the sign-in page loads
 * neither Firestore nor the signed-in screens.
 */
export const router = createBrowserRouter([
  {
    ErrorBoundary: RouteError,
    HydrateFallback: Splash,
    children: [
      {
        path: '/',
        lazy: async () => {
          const { SignInRoute } = await import('./routes/sign-in');
          return {
            Component: () => (
              <RedirectSignedIn>
                <SignInRoute />
              </RedirectSignedIn>
            ),
          };
        },
      },
      ...['/home', '/chats'].map((path) => ({
        path,
        lazy: async () => {
          const { HomeRoute } = await import('./routes/home');
          return {
            Component: () => (
              <RequireSignedIn>
                <HomeRoute />
              </RequireSignedIn>
            ),
          };
        },
      })),
      {
        path: '/profile',
        lazy: async () => {
          const { ProfileRoute } = await import('./routes/profile');
          return {
            Component: () => (
              <RequireSignedIn>
                <ProfileRoute />
              </RequireSignedIn>
            ),
          };
        },
      },
      ...(['chat', 'debate'] as const).map((kind) => ({
        path: `/${kind}/:chatId`,
        lazy: async () => {
          const { ChatRoute } = await import('./routes/chat');
          return {
            Component: () => (
              <RequireSignedIn>
                <ChatRoute kind={kind} />
              </RequireSignedIn>
            ),
          };
        },
      })),
      {
        path: '/policy',
        lazy: async () => ({ Component: (await import('./routes/policy')).PolicyRoute }),
      },
      {
        path: '/how-it-works',
        lazy: async () => ({ Component: (await import('./routes/how-it-works')).HowItWorksRoute }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
      },
    ],
  },
]);
