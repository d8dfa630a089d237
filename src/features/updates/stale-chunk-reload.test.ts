import { describe, expect, test, vi } from 'vitest';
import {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_KEY,
  recoverFromStaleChunks,
} from './stale-chunk-reload';

function setup({ online = true } = {}) {
  const target = new EventTarget();
  const stored = new Map<string, string>();
  let now = 1_000_000;
  const reload = vi.fn();
  const stop = recoverFromStaleChunks({
    target: target as unknown as Window,
    storage: {
      getItem: (k) => stored.get(k) ?? null,
      setItem: (k, v) => void stored.set(k, v),
    },
    online: () => online,
    reload,
    now: () => now,
  });
  const failChunk = () =>
    target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
  return {
    reload,
    stop,
    failChunk,
    stored,
    later: (ms: number) => {
      now += ms;
    },
  };
}

describe('recovering from a chunk of an old version', () => {
  test('reloads once onto the new version, and not again right after', () => {
    const page = setup();
    page.failChunk();
    expect(page.reload).toHaveBeenCalledTimes(1);
    expect(page.stored.get(CHUNK_RELOAD_KEY)).toBe('1000000');
    // The reloaded page fails too: a real error, left to the error boundary.
    page.later(5_000);
    page.failChunk();
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  test('reloads again for a later deploy', () => {
    const page = setup();
    page.failChunk();
    page.later(CHUNK_RELOAD_GUARD_MS + 1);
    page.failChunk();
    expect(page.reload).toHaveBeenCalledTimes(2);
  });

  test('does not reload offline, where no new version can come', () => {
    const page = setup({ online: false });
    page.failChunk();
    expect(page.reload).not.toHaveBeenCalled();
  });

  test('stops listening when asked', () => {
    const page = setup();
    page.stop();
    page.failChunk();
    expect(page.reload).not.toHaveBeenCalled();
  });
});
