import { useCallback } from 'react';
import { useStore } from '@/hooks/use-store';
import { watchBlocks, type BlockedUser } from '@/data/moderation';
import { errorText } from '@/domain/error-text';

export type BlocksState =
  | { status: 'loading' }
  | { status: 'ready'; blocks: BlockedUser[] }
  | { status: 'error'; message: string };

interface Store {
  state: BlocksState;
  listeners: Set<() => void>;
  stop?: () => void;
}

const LOADING: BlocksState = { status: 'loading' };
const stores = new Map<string, Store>();

function storeFor(uid: string): Store {
  let store = stores.get(uid);
  if (!store) {
    store = { state: LOADING, listeners: new Set() };
    stores.set(uid, store);
  }
  return store;
}

function publish(store: Store, state: BlocksState) {
  store.state = state;
  store.listeners.forEach((notify) => notify());
}

/**
 * One live listener on the owner's block list, shared by every control on screen (each
 * search result and contact row asks whether its person is blocked) and stopped when the
 * last one goes. A failed listener is dropped, so the next subscriber starts a new one.
 */
function subscribe(uid: string, notify: () => void): () => void {
  const store = storeFor(uid);
  store.listeners.add(notify);
  if (!store.stop) {
    store.stop = watchBlocks(
      uid,
      (blocks) => publish(store, { status: 'ready', blocks }),
      (error) => {
        store.stop = undefined;
        publish(store, { status: 'error', message: errorText(error) });
      },
    );
  }
  return () => {
    store.listeners.delete(notify);
    if (store.listeners.size === 0) {
      store.stop?.();
      stores.delete(uid);
    }
  };
}

/** The signed-in user's block list, live. */
export function useBlocks(ownerUid: string): BlocksState {
  const sub = useCallback((notify: () => void) => subscribe(ownerUid, notify), [ownerUid]);
  const get = useCallback(() => stores.get(ownerUid)?.state ?? LOADING, [ownerUid]);
  return useStore(sub, get);
}

/** The uids the signed-in user blocked (empty while loading or failed). */
export function useBlockedUids(ownerUid: string): ReadonlySet<string> {
  const state = useBlocks(ownerUid);
  return new Set(state.status === 'ready' ? state.blocks.map((b) => b.uid) : []);
}
