/**
 * After a deploy, a page still running the old version may ask for a lazy chunk that no
 * longer exists ("Failed to fetch dynamically imported module"). Vite reports that as a
 * `vite:preloadError` event; the page then reloads once, onto the new version. A second
 * failure soon after is a real error and is left to the route error boundary, so a broken
 * deploy never loops.
 */

export const CHUNK_RELOAD_KEY = 'da.chunkReloadAt';
/** A failure within this long after such a reload does not reload again. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

interface Env {
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  online: () => boolean;
  reload: () => void;
  now: () => number;
}

function browserEnv(): Env {
  return {
    target: window,
    storage: window.sessionStorage,
    online: () => navigator.onLine,
    reload: () => window.location.reload(),
    now: () => Date.now(),
  };
}

/** Whether to reload for a chunk that failed now; records the reload when it says yes. */
function shouldReloadForChunk(env: Pick<Env, 'storage' | 'online' | 'now'>): boolean {
  // Offline the old chunk is simply unreachable: a reload would not bring a new version.
  if (!env.online()) return false;
  let last = 0;
  try {
    last = Number(env.storage.getItem(CHUNK_RELOAD_KEY)) || 0;
  } catch {
    return false;
  }
  if (env.now() - last < CHUNK_RELOAD_GUARD_MS) return false;
  try {
    env.storage.setItem(CHUNK_RELOAD_KEY, String(env.now()));
  } catch {
    // Without storage there is no loop guard: better not to reload at all.
    return false;
  }
  return true;
}

/** Listens for failed chunk loads for the life of the page; returns the way to stop. */
export function recoverFromStaleChunks(env: Env = browserEnv()): () => void {
  const onError = (event: Event) => {
    if (!shouldReloadForChunk(env)) return;
    console.warn('A part of the app failed to load; reloading to the current version.', event);
    // Keep the import failing (no preventDefault): the reload replaces the page anyway.
    env.reload();
  };
  env.target.addEventListener('vite:preloadError', onError);
  return () => env.target.removeEventListener('vite:preloadError', onError);
}
