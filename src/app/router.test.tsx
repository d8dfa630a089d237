import { beforeEach, describe, expect, test, vi } from 'vitest';
import { UNDER_LOAD } from '@/lib/under-load.fixtures';

const evaluated = vi.fn();

/** A fresh router module per test, so each starts with the sign-in page not yet loaded. */
async function freshRouter() {
  vi.resetModules();
  evaluated.mockClear();
  vi.doMock('./routes/sign-in', () => {
    evaluated();
    return { SignInRoute: () => null };
  });
  return import('./router');
}

describe('the landing page’s code', () => {
  let preloadLanding: (pathname: string) => void;
  // A fresh import of the router's whole module graph: about 6 s in a CI run's unit lane, and
  // past Vitest's 10 s hook default when the machine is busier than that.
  beforeEach(async () => {
    ({ preloadLanding } = await freshRouter());
  }, 30_000);

  test('starts loading at once when the visit starts at /', async () => {
    preloadLanding('/');
    await vi.waitFor(() => expect(evaluated).toHaveBeenCalledTimes(1), UNDER_LOAD);
  });

  test('is not fetched for a visit that starts anywhere else', async () => {
    preloadLanding('/home');
    preloadLanding('/chat/abc');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(evaluated).not.toHaveBeenCalled();
  });
});
