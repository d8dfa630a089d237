/**
 * A value that lives outside React and that screens read live: the one store shape of the
 * app. Modelled on zustand's vanilla store (github.com/pmndrs/zustand, src/vanilla.ts), cut
 * to what we use, plus the two moments a store backed by a live source needs: its first
 * listener arriving (start watching) and its last one leaving (stop).
 *
 * Screens read a store with `useStore(store.subscribe, store.get)` (src/hooks/use-store.ts),
 * which renders a change as a transition.
 */
export interface Store<T> {
  /** The current value (the same object until the next change). */
  get: () => T;
  /** Replaces the value; listeners hear of it only when it is a different value. */
  set: (next: T) => void;
  /** Calls `listener` after every change; the returned function stops that. */
  subscribe: (listener: () => void) => () => void;
  /** How many listeners there are now. */
  observers: () => number;
}

interface StoreOptions {
  /** The first listener is arriving (called before it is added): start what feeds the store. */
  onObserved?: () => void;
  /** The last listener left: stop it (or schedule a stop). */
  onUnobserved?: () => void;
}

export function createStore<T>(initial: T, options: StoreOptions = {}): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      // A listener that unsubscribes another while we notify must not skip anyone.
      [...listeners].forEach((listener) => listener());
    },
    subscribe(listener) {
      if (listeners.size === 0) options.onObserved?.();
      listeners.add(listener);
      return () => {
        if (!listeners.delete(listener)) return;
        if (listeners.size === 0) options.onUnobserved?.();
      };
    },
    observers: () => listeners.size,
  };
}
