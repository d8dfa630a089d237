/**
 * The installed app's icon shows the unread total (docs/decisions/0013-chat.md §2) through the
 * Badging API, where the browser has it; cleared at zero and at sign-out.
 */
import { useEffect } from 'react';
import { onSignOut } from '@/data/session';
import { useUnreadTotalOnDevice } from '@/offline/member-hooks';

interface BadgingNavigator {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

/** Sets the app icon's badge to `count` (cleared at 0); a no-op without the Badging API. */
function showAppBadge(count: number): void {
  if (typeof navigator === 'undefined') return;
  const badging = navigator as BadgingNavigator;
  const done =
    count > 0
      ? badging.setAppBadge?.call(navigator, count)
      : badging.clearAppBadge?.call(navigator);
  done?.catch(() => undefined);
}

/** Keeps the app badge at the signed-in user's unread total. */
export function useAppBadge(uid: string): void {
  // Nothing until the device's copy has answered: the badge does not blink to zero.
  const total = useUnreadTotalOnDevice(uid);
  useEffect(() => {
    if (total !== undefined) showAppBadge(total);
  }, [total]);
}

onSignOut(() => showAppBadge(0));
