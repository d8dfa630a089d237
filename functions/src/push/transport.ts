/**
 * How pushes leave: FCM in production. In the emulators FCM cannot deliver, so tests and
 * `npm start` swap in a fake transport with PUSH_TRANSPORT=fake (scripts/with-emulators.mjs
 * sets it), which writes what it would have sent to pushLog/{id} and answers per token as
 * the token's name asks (FAKE_TOKEN_ERRORS). The fake is refused outside the emulator, so a
 * stray variable in production cannot swallow real pushes.
 */
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import type { PushMessage } from './push-message';

export interface TokenOutcome {
  success: boolean;
  /** FCM's error code on failure, e.g. 'messaging/registration-token-not-registered'. */
  errorCode?: string;
}

export interface PushTransport {
  name: 'fcm' | 'fake' | 'custom';
  /** Sends one message to up to 500 tokens; one outcome per token, in order. */
  sendMulticast(tokens: readonly string[], message: PushMessage): Promise<TokenOutcome[]>;
}

export const fcmTransport: PushTransport = {
  name: 'fcm',
  async sendMulticast(tokens, message) {
    // Loaded on the first push: the functions that never send one start without it.
    const { getMessaging } = await import('firebase-admin/messaging');
    const response = await getMessaging().sendEachForMulticast({
      tokens: [...tokens],
      data: message.data,
      webpush: message.webpush,
    });
    return response.responses.map((r) => ({
      success: r.success,
      errorCode: r.error?.code,
    }));
  },
};

/** Token prefixes the fake answers with an error, so tests can script FCM's replies. */
export const FAKE_TOKEN_ERRORS: Record<string, string> = {
  'fake-unregistered': 'messaging/registration-token-not-registered',
  'fake-invalid': 'messaging/invalid-registration-token',
  'fake-unavailable': 'messaging/unavailable',
  'fake-internal': 'messaging/internal-error',
};

function fakeOutcome(token: string): TokenOutcome {
  const prefix = Object.keys(FAKE_TOKEN_ERRORS).find((p) => token.startsWith(p));
  return prefix ? { success: false, errorCode: FAKE_TOKEN_ERRORS[prefix] } : { success: true };
}

export const fakeTransport: PushTransport = {
  name: 'fake',
  async sendMulticast(tokens, message) {
    const results = tokens.map(fakeOutcome);
    await getFirestore()
      .collection('pushLog')
      .add({
        notificationId: message.data.notificationId,
        tokens: [...tokens],
        data: message.data,
        webpush: message.webpush,
        results: results.map((r, i) => ({ token: tokens[i], ...r })),
        sentAt: FieldValue.serverTimestamp(),
      });
    return results;
  },
};

function fakeWanted(env: NodeJS.ProcessEnv): boolean {
  if (env.PUSH_TRANSPORT !== 'fake') return false;
  if (env.FUNCTIONS_EMULATOR === 'true' || env.FIRESTORE_EMULATOR_HOST) return true;
  console.error('PUSH_TRANSPORT=fake is ignored outside the emulators; sending through FCM.');
  return false;
}

export function pushTransport(env: NodeJS.ProcessEnv = process.env): PushTransport {
  return fakeWanted(env) ? fakeTransport : fcmTransport;
}
