import { useCallback, useState, useSyncExternalStore } from 'react';
import { askNotificationPermission, canNotify, notificationPermission } from '@/push/availability';
import {
  disablePush,
  enablePush,
  pushStatus,
  subscribePush,
  type PushStatus,
} from '@/push/push-session';

export interface PushControl {
  status: PushStatus;
  /** Where FCM is unavailable: whether the app may notify while open in the background. */
  permission: NotificationPermission | 'unsupported';
  /** The app can show system notifications here at all (a service worker, the API). */
  canNotifyWhileOpen: boolean;
  enable(): void;
  disable(): void;
  allowWhileOpen(): void;
}

/** The signed-in user's push state on this device, and the taps that change it. */
export function usePushControl(uid: string): PushControl {
  const subscribe = useCallback((listener: () => void) => subscribePush(uid, listener), [uid]);
  const status = useSyncExternalStore(subscribe, () => pushStatus(uid));
  const [permission, setPermission] = useState(notificationPermission);

  const enable = useCallback(() => {
    void enablePush(uid).then(() => setPermission(notificationPermission()));
  }, [uid]);

  const disable = useCallback(() => {
    void disablePush(uid);
  }, [uid]);

  const allowWhileOpen = useCallback(() => {
    void askNotificationPermission().then(setPermission);
  }, []);

  return {
    status,
    permission,
    canNotifyWhileOpen: canNotify(),
    enable,
    disable,
    allowWhileOpen,
  };
}
