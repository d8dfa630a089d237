import { useStore } from './use-store';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const online = () => navigator.onLine !== false;

/**
 * Whether the browser says it is online, live ('online' / 'offline' events). The network
 * changes on its own, so a change renders as a transition (useStore), never as a
 * synchronous render that would redo a screen being rendered in slices.
 */
export function useOnline(): boolean {
  return useStore(subscribe, online);
}
