/**
 * For tests: how long a unit test's vi.waitFor waits for something to happen: 10 s, not
 * Vitest's 1 s, as dom-setup.ts sets Testing Library's waits. The unit lane runs at a lower
 * priority beside the emulator and browser lanes: on a fresh-clone run of dc2d9a2,
 * src/offline/phone-sharing's three calls (two 5 ms retry waits apart) had come twice after 1 s.
 * Only a wait that would fail waits longer; every assertion stays as it is.
 */
export const UNDER_LOAD = { timeout: 10_000 } as const;
