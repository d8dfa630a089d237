/**
 * Whether a new version of the app is waiting, as a tiny external store: the prompt (in
 * the main bundle) reads it, the service-worker registration (loaded after the page) feeds it.
 */
import { createStore } from '@/lib/create-store';

interface UpdateState {
  /** A new service worker is installed and waits for the user's go-ahead. */
  waiting: boolean;
  /** The user chose to update: the page reloads once the new version controls it. */
  applying: boolean;
  /** The user put the prompt away for now; a later version offers itself again. */
  dismissed: boolean;
}

const IDLE: UpdateState = { waiting: false, applying: false, dismissed: false };

const store = createStore<UpdateState>(IDLE);
let apply: (() => void) | null = null;

export const subscribeUpdate = store.subscribe;
export const updateState = store.get;

/** A new version is waiting; `activate` tells it to take over. */
export function offerUpdate(activate: () => void): void {
  apply = activate;
  store.set({ waiting: true, applying: false, dismissed: false });
}

export function applyUpdate(): void {
  if (!apply || store.get().applying) return;
  store.set({ ...store.get(), applying: true });
  apply();
}

export function dismissUpdate(): void {
  store.set({ ...store.get(), dismissed: true });
}

/** For tests: back to no update. */
export function resetUpdateState(): void {
  apply = null;
  store.set(IDLE);
}
