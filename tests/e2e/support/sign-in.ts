import { expect, type Page } from '@playwright/test';
import { authPort, latestSmsCode, projectId, uniquePhone } from './emulators';

/**
 * The sign-in steps on the page as it is, with a code read from the Auth emulator (no
 * navigation first: a deep link that led to the sign-in page must survive).
 */
export async function signInHere(page: Page, phone: { national: string; e164: string }) {
  await page.getByLabel('Phone number').fill(phone.national);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(page.getByLabel('Verification code')).toBeVisible();
  await page.getByLabel('Verification code').fill(await latestSmsCode(phone.e164));
  await page.getByRole('button', { name: 'Verify & Continue' }).click();
}

/**
 * Signs in through the real UI with a code read from the Auth emulator; lands on /home. A
 * new account first meets the first-run screen (/welcome), which it skips: tests that are
 * about choosing a name or a photo there sign in with signInHere.
 */
export async function signInThroughUi(page: Page, phone = uniquePhone()) {
  await page.goto('/');
  await signInHere(page, phone);
  await expect(page).toHaveURL(/\/(home|welcome)$/);
  if (page.url().endsWith('/welcome')) {
    await page.getByRole('button', { name: 'Skip for now' }).click();
  }
  await expect(page).toHaveURL(/\/home$/);
  return phone;
}

const API_KEY = 'demo-api-key';

async function identityToolkit(method: string, body: object): Promise<Record<string, unknown>> {
  const response = await fetch(
    `http://127.0.0.1:${authPort}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${API_KEY}`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`accounts:${method} answered ${JSON.stringify(answer)}`);
  return answer;
}

/**
 * A phone sign-in made on the Auth emulator's own REST API (the calls the app's sign-in page
 * makes), as the app's Firebase Auth keeps it in local storage (browserLocalPersistence):
 * the very record a sign-in through the page leaves there.
 */
async function storedSession(e164: string): Promise<{ uid: string; record: string }> {
  const { sessionInfo } = await identityToolkit('sendVerificationCode', {
    phoneNumber: e164,
    recaptchaToken: 'emulator',
  });
  const codes = (await (
    await fetch(`http://127.0.0.1:${authPort}/emulator/v1/projects/${projectId}/verificationCodes`)
  ).json()) as { verificationCodes: { sessionInfo: string; code: string }[] };
  const code = codes.verificationCodes.find((c) => c.sessionInfo === sessionInfo)?.code;
  if (!code) throw new Error(`No SMS code was sent to ${e164}`);
  const signedIn = await identityToolkit('signInWithPhoneNumber', { sessionInfo, code });
  const idToken = String(signedIn.idToken);
  const { users } = (await identityToolkit('lookup', { idToken })) as {
    users: { createdAt: string; lastLoginAt: string }[];
  };
  const uid = String(signedIn.localId);
  const record = {
    uid,
    emailVerified: false,
    isAnonymous: false,
    phoneNumber: e164,
    providerData: [
      {
        providerId: 'phone',
        uid: e164,
        displayName: null,
        email: null,
        phoneNumber: e164,
        photoURL: null,
      },
    ],
    stsTokenManager: {
      refreshToken: signedIn.refreshToken,
      accessToken: idToken,
      expirationTime: Date.now() + Number(signedIn.expiresIn) * 1000,
    },
    createdAt: users[0]!.createdAt,
    lastLoginAt: users[0]!.lastLoginAt,
    apiKey: API_KEY,
    appName: '[DEFAULT]',
  };
  return { uid, record: JSON.stringify(record) };
}

/**
 * Signs in and lands on /home, as a phone the person signed in on before opens the app: the
 * account is made (or signed into) by the Auth emulator's phone sign-in over REST, and its
 * session is stored where the app's Auth keeps it, with the first-run screen marked seen on
 * this device (as skipping it marks it), before the app loads. The sign-in page itself is
 * what sign-in.spec.ts, first-run.spec.ts and the deep-link flows drive (signInThroughUi,
 * signInHere); this way each of the other tests' sign-ins costs about 1.3 s and a CPU-second
 * less on the 2-core machine the suite shares.
 */
export async function signIn(page: Page, phone = uniquePhone()) {
  // A file of the app's origin that runs none of its scripts: the session is stored before
  // the app first reads it.
  await page.goto('/favicon.svg');
  await storeSignIn(page, phone);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/home$/);
  return phone;
}

/**
 * Stores the phone's sign-in where the app's Auth keeps it, on the page's origin as it is (see
 * signIn), with the first-run screen marked seen: the app's next start on this device is
 * signed in.
 */
export async function storeSignIn(page: Page, phone: { e164: string }) {
  const { uid, record } = await storedSession(phone.e164);
  // The first-run mark is src/data/first-run.ts's.
  await page.evaluate(
    ([key, value, firstRunKey]) => {
      localStorage.setItem(key!, value!);
      localStorage.setItem(firstRunKey!, String(Date.now()));
    },
    [`firebase:authUser:${API_KEY}:[DEFAULT]`, record, `debate-arena:first-run-done:${uid}`],
  );
}

/** Signs out through the header menu and lands on the sign-in page. */
export async function signOutFromMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
}
