/**
 * Firebase App Check: every request to Auth, Firestore and the callables carries a token
 * that says it comes from this app on a real browser (reCAPTCHA Enterprise), so a script
 * holding our public config cannot pass for the app where App Check is enforced
 * (docs/operations.md "App Check"). Loaded by app.ts only when the build has
 * VITE_APPCHECK_SITE_KEY: a build without one does not even contain this chunk.
 */
import type { FirebaseApp } from 'firebase/app';
import {
  CustomProvider,
  initializeAppCheck,
  ReCaptchaEnterpriseProvider,
  type AppCheck,
} from 'firebase/app-check';

interface AppCheckSettings {
  /** The reCAPTCHA Enterprise site key registered for this web app in App Check. */
  siteKey: string;
  /**
   * Debug provider (emulator mode): tokens come from a debug token registered in the
   * console instead of reCAPTCHA, which cannot attest a local or automated browser.
   */
  debug: boolean;
  /**
   * That registered debug token. Without it, one the page was given before the app started
   * (a test runner's init script) is kept, or else the SDK makes one and logs it once.
   */
  debugToken?: string;
}

type DebugGlobal = { FIREBASE_APPCHECK_DEBUG_TOKEN?: string | boolean };

/**
 * In debug mode the SDK never asks the provider for a token, yet it still initialises it:
 * reCAPTCHA Enterprise would load Google's script for nothing, so this one stands in.
 */
const debugOnlyProvider = () =>
  new CustomProvider({
    getToken: () => Promise.reject(new Error('App Check debug mode exchanges its debug token')),
  });

export function activateAppCheck(app: FirebaseApp, settings: AppCheckSettings): AppCheck {
  if (settings.debug) {
    // Read once by initializeAppCheck, so it must be in place before the call.
    const page = globalThis as DebugGlobal;
    page.FIREBASE_APPCHECK_DEBUG_TOKEN =
      settings.debugToken || page.FIREBASE_APPCHECK_DEBUG_TOKEN || true;
  }
  return initializeAppCheck(app, {
    provider: settings.debug
      ? debugOnlyProvider()
      : new ReCaptchaEnterpriseProvider(settings.siteKey),
    isTokenAutoRefreshEnabled: true,
  });
}
