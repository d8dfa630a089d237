/**
 * Installing the app. Chromium announces that it can install with `beforeinstallprompt`:
 * the event is kept (its mini-infobar suppressed) so the app's own 'Install app' button
 * can prompt later. iOS has no such event: Safari users get Add-to-Home-Screen guidance,
 * which they can dismiss for good. Nothing is offered once the app is installed.
 */
import { createStore } from '@/lib/create-store';
import { isIos, isStandalone } from '@/push/device';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

interface InstallState {
  /** The browser offered installation: 'Install app' can open its dialog. */
  canPrompt: boolean;
  /** Running as the installed app, or installed from this page. */
  installed: boolean;
  /** iOS Safari in a tab, guidance not dismissed: say how to add to the home screen. */
  iosGuidance: boolean;
}

export const IOS_HINT_DISMISSED_KEY = 'da.iosInstallHintDismissed';

let deferred: BeforeInstallPromptEvent | null = null;
const NOTHING: InstallState = { canPrompt: false, installed: false, iosGuidance: false };
const store = createStore<InstallState>(NOTHING);
let watching = false;

function set(patch: Partial<InstallState>): void {
  store.set({ ...store.get(), ...patch });
}

function hintDismissed(): boolean {
  try {
    return localStorage.getItem(IOS_HINT_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function initialState(): InstallState {
  const installed = isStandalone();
  return {
    canPrompt: false,
    installed,
    iosGuidance: !installed && isIos() && !hintDismissed(),
  };
}

/**
 * Starts listening (once per page, as early as possible: the browser may announce before
 * any screen that shows the button has loaded).
 */
export function watchInstallability(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  store.set(initialState());
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    set({ canPrompt: !store.get().installed });
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    set({ canPrompt: false, installed: true, iosGuidance: false });
  });
  window.matchMedia?.('(display-mode: standalone)').addEventListener?.('change', (query) => {
    if (query.matches) set({ canPrompt: false, installed: true, iosGuidance: false });
  });
}

export const subscribeInstall = store.subscribe;
export const installState = store.get;

/** Opens the browser's install dialog; the prompt can be used once, whatever the answer. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event) return 'unavailable';
  deferred = null;
  set({ canPrompt: false });
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') set({ installed: true });
  return outcome;
}

export function dismissIosGuidance(): void {
  try {
    localStorage.setItem(IOS_HINT_DISMISSED_KEY, '1');
  } catch {
    // Private mode: dismissed for this page only.
  }
  set({ iosGuidance: false });
}

/** For tests: forget everything and listen afresh. */
export function resetInstallWatch(): void {
  deferred = null;
  watching = false;
  store.set(NOTHING);
}
