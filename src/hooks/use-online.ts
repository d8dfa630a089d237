import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const online = () => navigator.onLine !== false;

/** Whether the browser says it is online, live ('online' / 'offline' events). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, online, () => true);
}
