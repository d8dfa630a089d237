/**
 * Whether a new version of the app is waiting, as a tiny external store: the prompt (in
 * the main bundle) reads it, the service-worker registration (loaded after the page) feeds it.
 */

export interface UpdateState {
  /** A new service worker is installed and waits for the user's go-ahead. */
  waiting: boolean;
  /** The user chose to update: the page reloads once the new version controls it. */
  applying: boolean;
  /** The user put the prompt away for now; a later version offers itself again. */
  dismissed: boolean;
}

const IDLE: UpdateState = { waiting: false, applying: false, dismissed: false };

let state: UpdateState = IDLE;
let apply: (() => void) | null = null;
const listeners = new Set<() => void>();

function set(next: UpdateState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function updateState(): UpdateState {
  return state;
}

/** A new version is waiting; `activate` tells it to take over. */
export function offerUpdate(activate: () => void): void {
  apply = activate;
  set({ waiting: true, applying: false, dismissed: false });
}

export function applyUpdate(): void {
  if (!apply || state.applying) return;
  set({ ...state, applying: true });
  apply();
}

export function dismissUpdate(): void {
  set({ ...state, dismissed: true });
}

/** For tests: back to no update. */
export function resetUpdateState(): void {
  apply = null;
  set(IDLE);
}
