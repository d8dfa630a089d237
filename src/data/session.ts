/**
 * The session: the authentication state of SPEC §4 as an external store. It starts
 * watching Firebase Auth on first use; loading stays true until the first answer.
 */
import {
  authReducer,
  initialAuthState,
  type AuthAction,
  type AuthState,
} from '@/domain/auth-state';
import { createStore } from '@/lib/create-store';
import { firebaseApp } from './app';
import { watchAuth, signOut as authSignOut } from './auth';

const session = createStore<AuthState>(initialAuthState);
const signOutHooks = new Set<(uid: string) => Promise<void> | void>();
let started = false;
/** The last sign-in's profile write (ensureUserProfile), for screens that must follow it. */
let profileEnsured: Promise<unknown> = Promise.resolve();

/**
 * The account whose profile this device has seen made (localStorage): its later sessions only
 * move lastActive, and its start opens the device's copy of its data before Firebase has
 * restored the sign-in (returningAccount). No code path deletes a profile while its account
 * lives; signing out forgets the mark with the device's copy.
 */
const PROFILE_KNOWN_KEY = 'da-profile-known';

/**
 * The account that was signed in here when the app last closed, if this device knows its
 * profile: read without Firebase, for work a returning start can begin before the sign-in is
 * restored. Only a hint: the session decides who is signed in.
 */
export function returningAccount(): string | null {
  try {
    return window.localStorage.getItem(PROFILE_KNOWN_KEY);
  } catch {
    return null;
  }
}

/** Marks `uid`'s profile known on this device, or (null) forgets the mark. */
function markProfileKnown(uid: string | null): void {
  try {
    if (uid) window.localStorage.setItem(PROFILE_KNOWN_KEY, uid);
    else window.localStorage.removeItem(PROFILE_KNOWN_KEY);
  } catch {
    // Storage refused (a private window's quota): without the mark the next start reads the
    // profile again; a mark that stays only saves that read for the same account.
  }
}

function dispatch(action: AuthAction): void {
  session.set(authReducer(session.get(), action));
}

function start(): void {
  if (started) return;
  started = true;
  dispatch({ type: 'setLoading', loading: true });
  // Firebase starts in tasks of its own, not inside the slice of the first render that asked
  // for the session: the app first (its options), then Auth with the stored sign-in.
  setTimeout(() => {
    firebaseApp();
    setTimeout(watch, 0);
  }, 0);
}

function watch(): void {
  watchAuth(
    (user) => {
      if (!user) {
        dispatch({ type: 'setUser', user: null });
        return;
      }
      const signedIn = { uid: user.uid, phoneNumber: user.phoneNumber ?? '' };
      dispatch({ type: 'setUser', user: signedIn });
      // Loaded after sign-in only, so the sign-in page never pays for Firestore. The write
      // starts in the task after the module's evaluation, not in the same long one.
      profileEnsured = import('./users').then(async ({ ensureUserProfile }) => {
        await new Promise((resolve) => setTimeout(resolve, 0));
        const known = returningAccount() === signedIn.uid;
        const created = await ensureUserProfile(signedIn, { known });
        if (!known) markProfileKnown(signedIn.uid);
        return created;
      });
      profileEnsured.catch((e: unknown) =>
        console.error('Could not create or update the user profile', e),
      );
    },
    (error) => {
      console.error('Authentication state error', error);
      dispatch({ type: 'setError', error });
    },
  );
}

/**
 * Resolves once this sign-in has created or updated the profile and the private account
 * (rejects if that failed): a write to the profile before then finds no document to update.
 * The first-run screen can be submitted that early.
 */
export function whenProfileEnsured(): Promise<unknown> {
  return profileEnsured;
}

export function subscribeSession(listener: () => void): () => void {
  start();
  return session.subscribe(listener);
}

export function sessionState(): AuthState {
  start();
  return session.get();
}

/** Work that must happen before the session ends (push token removal, local data). */
export function onSignOut(hook: (uid: string) => Promise<void> | void): () => void {
  signOutHooks.add(hook);
  return () => signOutHooks.delete(hook);
}

export async function signOut(): Promise<void> {
  const uid = session.get().user?.uid;
  // Forgotten first: a start after this one must not open the copy the hooks delete.
  markProfileKnown(null);
  if (uid) {
    await Promise.allSettled([...signOutHooks].map((hook) => hook(uid)));
  }
  await authSignOut();
}
