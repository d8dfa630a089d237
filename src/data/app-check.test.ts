/**
 * activateAppCheck (src/data/app-check.ts) with the App Check SDK recorded: reCAPTCHA
 * Enterprise with the build's site key on real projects, the debug provider (and no
 * reCAPTCHA script) in emulator mode.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';

const sdk = vi.hoisted(() => {
  class ReCaptchaEnterpriseProvider {
    constructor(readonly siteKey: string) {}
  }
  class CustomProvider {
    constructor(readonly options: { getToken: () => Promise<unknown> }) {}
  }
  return {
    ReCaptchaEnterpriseProvider,
    CustomProvider,
    initializeAppCheck: vi.fn((_app: unknown, _options: unknown) => ({ app: _app })),
  };
});
vi.mock('firebase/app-check', () => sdk);

const { activateAppCheck } = await import('./app-check');

type DebugGlobal = { FIREBASE_APPCHECK_DEBUG_TOKEN?: string | boolean };
const page = globalThis as DebugGlobal;
const app = { name: '[DEFAULT]' } as never;

afterEach(() => {
  delete page.FIREBASE_APPCHECK_DEBUG_TOKEN;
  sdk.initializeAppCheck.mockClear();
});

function options() {
  expect(sdk.initializeAppCheck).toHaveBeenCalledTimes(1);
  const [calledWith, opts] = sdk.initializeAppCheck.mock.calls[0]!;
  expect(calledWith).toBe(app);
  return opts as { provider: unknown; isTokenAutoRefreshEnabled: boolean };
}

describe('activateAppCheck', () => {
  test('attests with reCAPTCHA Enterprise and the site key, refreshing tokens ahead of need', () => {
    activateAppCheck(app, { siteKey: 'site-key-1', debug: false });
    const { provider, isTokenAutoRefreshEnabled } = options();
    expect(provider).toBeInstanceOf(sdk.ReCaptchaEnterpriseProvider);
    expect((provider as { siteKey: string }).siteKey).toBe('site-key-1');
    expect(isTokenAutoRefreshEnabled).toBe(true);
    expect(page.FIREBASE_APPCHECK_DEBUG_TOKEN).toBeUndefined();
  });

  test('in emulator mode uses the debug provider, never loading reCAPTCHA', async () => {
    activateAppCheck(app, { siteKey: 'site-key-1', debug: true });
    const { provider } = options();
    expect(provider).toBeInstanceOf(sdk.CustomProvider);
    await expect(
      (provider as InstanceType<typeof sdk.CustomProvider>).options.getToken(),
    ).rejects.toThrow('debug');
    // true: the SDK makes a debug token and logs it once, to be registered in the console.
    expect(page.FIREBASE_APPCHECK_DEBUG_TOKEN).toBe(true);
  });

  test('uses a registered debug token, from the build or already on the page', () => {
    activateAppCheck(app, { siteKey: 'k', debug: true, debugToken: 'registered-1' });
    expect(page.FIREBASE_APPCHECK_DEBUG_TOKEN).toBe('registered-1');
    sdk.initializeAppCheck.mockClear();
    page.FIREBASE_APPCHECK_DEBUG_TOKEN = 'from-an-init-script';
    activateAppCheck(app, { siteKey: 'k', debug: true });
    expect(page.FIREBASE_APPCHECK_DEBUG_TOKEN).toBe('from-an-init-script');
  });
});
