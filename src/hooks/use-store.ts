import { startTransition, useEffect, useState } from 'react';

/**
 * An external store's value, as React state that changes in transitions. Unlike
 * useSyncExternalStore, a change never forces a synchronous render: with it, one store
 * answering while a screen renders in slices (the first notifications, the block list) made
 * React redo the whole screen in one blocking task. A reader may see a change a moment after
 * another does; these stores can afford that.
 *
 * `subscribe` and `read` must be stable (module functions, or useCallback): a new `read`
 * is a new store (another user's), answered from at once.
 */
export function useStore<T>(subscribe: (onChange: () => void) => () => void, read: () => T): T {
  const [state, setState] = useState(() => ({ read, value: read() }));
  useEffect(() => {
    const update = () =>
      startTransition(() =>
        setState((previous) => {
          const value = read();
          return previous.read === read && Object.is(previous.value, value)
            ? previous
            : { read, value };
        }),
      );
    // A change between the render and this subscription is not missed.
    update();
    return subscribe(update);
  }, [subscribe, read]);
  return state.read === read ? state.value : read();
}
