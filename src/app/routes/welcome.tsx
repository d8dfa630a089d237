import { FirstRunScreen } from '@/features/first-run';
import { SignedInRoute } from '@/app/signed-in';

/** /welcome: the first run after the sign-in that created the account (RedirectSignedIn). */
export function WelcomeRoute() {
  return (
    <SignedInRoute>
      <FirstRunScreen />
    </SignedInRoute>
  );
}
