import { useCallback } from 'react';
import { useStore } from '@/hooks/use-store';
import { watchBlocks } from '@/data/moderation';
import type { BlockedUser } from '@/domain/documents/block';
import { errorText } from '@/domain/error-text';
import { createStore, type Store } from '@/lib/create-store';

type BlocksState =
  | { status: 'loading' }
  | { status: 'ready'; blocks: BlockedUser[] }
  | { status: 'error'; message: string };

const LOADING: BlocksState = { status: 'loading' };

interface Entry {
  store: Store<BlocksState>;
  stop?: () => void;
}
const entries = new Map<string, Entry>();

function entryFor(uid: string): Entry {
  const existing = entries.get(uid);
  if (existing) return existing;
  const entry: Entry = {
    store: createStore<BlocksState>(LOADING, {
      onUnobserved() {
        entry.stop?.();
        entries.delete(uid);
      },
    }),
  };
  entries.set(uid, entry);
  return entry;
}

/**
 * One live listener on the owner's block list, shared by every control on screen (each
 * search result and contact row asks whether its person is blocked) and stopped when the
 * last one goes. A failed listener is dropped, so the next subscriber starts a new one.
 */
function subscribe(uid: string, notify: () => void): () => void {
  const entry = entryFor(uid);
  const leave = entry.store.subscribe(notify);
  entry.stop ??= watchBlocks(
    uid,
    (blocks) => entry.store.set({ status: 'ready', blocks }),
    (error) => {
      entry.stop = undefined;
      entry.store.set({ status: 'error', message: errorText(error) });
    },
  );
  return leave;
}

/** The signed-in user's block list, live. */
export function useBlocks(ownerUid: string): BlocksState {
  const sub = useCallback((notify: () => void) => subscribe(ownerUid, notify), [ownerUid]);
  const get = useCallback(() => entries.get(ownerUid)?.store.get() ?? LOADING, [ownerUid]);
  return useStore(sub, get);
}

/** The uids the signed-in user blocked (empty while loading or failed). */
export function useBlockedUids(ownerUid: string): ReadonlySet<string> {
  const state = useBlocks(ownerUid);
  return new Set(state.status === 'ready' ? state.blocks.map((b) => b.uid) : []);
}
