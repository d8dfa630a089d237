/**
 * Firebase Auth: phone sign-in with an invisible bot check, persisted in local storage.
 * In emulator mode the bot check is disabled and the SMS code can be read back.
 */
import {
  browserLocalPersistence,
  connectAuthEmulator,
  initializeAuth,
  onAuthStateChanged,
  RecaptchaVerifier,
  signInWithPhoneNumber,
  signOut as firebaseSignOut,
  type Auth,
  type ConfirmationResult,
  type User,
} from 'firebase/auth';
import { emulatorHosts, emulatorMode, firebaseApp, projectId } from './app';

let instance: Auth | undefined;

export function auth(): Auth {
  if (instance) return instance;
  instance = initializeAuth(firebaseApp(), { persistence: browserLocalPersistence });
  if (emulatorMode) {
    connectAuthEmulator(instance, emulatorHosts().auth, { disableWarnings: true });
    instance.settings.appVerificationDisabledForTesting = true;
  }
  return instance;
}

export function watchAuth(listener: (user: User | null) => void, onError: (e: Error) => void) {
  return onAuthStateChanged(auth(), listener, onError);
}

/** A bot check bound to an element; rebuilt and reset when it expires. */
export class BotCheck {
  private verifier: RecaptchaVerifier | null = null;

  constructor(private readonly container: HTMLElement) {}

  get(): RecaptchaVerifier {
    if (!this.verifier) {
      this.verifier = new RecaptchaVerifier(auth(), this.container, {
        size: 'invisible',
        'expired-callback': () => {
          console.warn('Bot check expired; rendering a fresh one.');
          this.reset();
          void this.get().render();
        },
      });
    }
    return this.verifier;
  }

  reset(): void {
    this.verifier?.clear();
    this.verifier = null;
  }
}

export type PendingVerification = ConfirmationResult;

export function sendVerificationCode(phoneNumber: string, botCheck: BotCheck) {
  return signInWithPhoneNumber(auth(), phoneNumber, botCheck.get());
}

export function signOut(): Promise<void> {
  return firebaseSignOut(auth());
}

/**
 * The code the Auth emulator "sent" to a number, newest first; only in emulator mode,
 * so a person can sign in without a phone.
 */
export async function emulatorVerificationCode(phoneNumber: string): Promise<string | null> {
  if (!emulatorMode) return null;
  const url = `${emulatorHosts().auth}/emulator/v1/projects/${projectId}/verificationCodes`;
  const response = await fetch(url);
  if (!response.ok) return null;
  const body = (await response.json()) as {
    verificationCodes?: { phoneNumber: string; code: string }[];
  };
  const codes = (body.verificationCodes ?? []).filter((c) => c.phoneNumber === phoneNumber);
  return codes.at(-1)?.code ?? null;
}
