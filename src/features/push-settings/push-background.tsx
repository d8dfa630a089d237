import { useEffect } from 'react';
import type { AppNotification } from '@/domain/model';
import { startPushSession } from '@/push/push-session';
import { useBackgroundNotices } from './use-background-notices';

interface Props {
  uid: string;
  /** The live notification list the bell shows, and whether it has loaded. */
  notifications: readonly AppNotification[];
  ready: boolean;
}

/**
 * Push behind the signed-in home screen: the device's token is refreshed when the app
 * starts, and notices that arrive while the page is hidden are shown by the worker when FCM
 * does not deliver here. Renders nothing.
 */
export function PushBackground({ uid, notifications, ready }: Props) {
  useEffect(() => {
    void startPushSession(uid);
  }, [uid]);
  useBackgroundNotices(uid, notifications, ready);
  return null;
}
