import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { useStore } from './use-store';

/** A store as the app's are: a value, listeners, and a setter that tells them. */
function makeStore<T>(initial: T) {
  const store = {
    value: initial,
    listeners: new Set<() => void>(),
    set(next: T) {
      store.value = next;
      store.listeners.forEach((l) => l());
    },
    subscribe(onChange: () => void) {
      store.listeners.add(onChange);
      return () => store.listeners.delete(onChange);
    },
    read: () => store.value,
  };
  return store;
}

afterEach(cleanup);

describe('useStore', () => {
  test('answers with the value, follows changes and unsubscribes on unmount', async () => {
    const store = makeStore('first');
    function Reader() {
      return <p>{useStore(store.subscribe, store.read)}</p>;
    }
    const { unmount } = render(<Reader />);
    expect(screen.getByText('first')).toBeInTheDocument();
    await act(async () => store.set('second'));
    expect(screen.getByText('second')).toBeInTheDocument();
    unmount();
    expect(store.listeners.size).toBe(0);
  });

  test('a change between the render and the subscription is not missed', async () => {
    const store = makeStore('first');
    function Reader() {
      return <p>{useStore(store.subscribe, store.read)}</p>;
    }
    function ChangesDuringRender() {
      if (store.value === 'first') store.value = 'changed';
      return null;
    }
    render(
      <>
        <Reader />
        <ChangesDuringRender />
      </>,
    );
    expect(await screen.findByText('changed')).toBeInTheDocument();
  });

  test('another store (a new read) is answered from at once', () => {
    const alice = makeStore('alice’s');
    const bob = makeStore('bob’s');
    function Reader({ store }: { store: typeof alice }) {
      return <p>{useStore(store.subscribe, store.read)}</p>;
    }
    const { rerender } = render(<Reader store={alice} />);
    rerender(<Reader store={bob} />);
    expect(screen.getByText('bob’s')).toBeInTheDocument();
  });

  test('a change renders as a transition: the screen on show stays until the new one is ready', async () => {
    const store = makeStore('first');
    const forever = new Promise<never>(() => undefined);
    function Reader() {
      const value = useStore(store.subscribe, store.read);
      if (value === 'second') use(forever);
      return <p>{value}</p>;
    }
    render(
      <Suspense fallback={<p>placeholder</p>}>
        <Reader />
      </Suspense>,
    );
    await act(async () => store.set('second'));
    expect(screen.getByText('first')).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).not.toBeInTheDocument();
  });
});
