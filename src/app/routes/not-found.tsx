import { AppBottomNav } from '@/app/app-bottom-nav';
import { PageNotFound } from '@/app/bad-address';
import { SignedInRoute } from '@/app/signed-in';

/**
 * An unknown address, signed in (SignedInOrStart sends anyone else to /): the frame of the
 * other signed-in pages, the bar back home and the bottom navigation, so a stale or mistyped
 * link strands nobody.
 */
export function NotFoundRoute() {
  return (
    <SignedInRoute>
      <PageNotFound>
        <p>There is nothing at this address.</p>
      </PageNotFound>
      <AppBottomNav current={null} />
    </SignedInRoute>
  );
}
