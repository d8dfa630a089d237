import { AppBottomNav } from '@/app/app-bottom-nav';
import { SignedInRoute } from '@/app/signed-in';
import { BackHomePage } from '@/components/back-home-page';

/**
 * An unknown address, signed in (SignedInOrStart sends anyone else to /): the frame of the
 * other signed-in pages, the bar back home and the bottom navigation, so a stale or mistyped
 * link strands nobody.
 */
export function NotFoundRoute() {
  return (
    <SignedInRoute>
      <BackHomePage title="Page not found" documentTitle="Page not found · Debate Arena">
        <p>There is nothing at this address.</p>
      </BackHomePage>
      <AppBottomNav current={null} />
    </SignedInRoute>
  );
}
