import { createBrowserRouter } from 'react-router';
import { Splash } from '../components/splash';
import { RedirectSignedIn } from './guards';
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
        lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }),
      })),
      {
        path: '/profile',
        lazy: async () => ({ Component: (await import('./routes/profile')).ProfileRoute }),
      },
      ...(['chat', 'debate'] as const).map((kind) => ({
        path: `/${kind}/:chatId`,
        lazy: async () => {
          const { ChatRoute } = await import('./routes/chat');
          return { Component: () => <ChatRoute kind={kind} /> };
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
