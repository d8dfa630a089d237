/** Direct access to the emulators from e2e tests (reading SMS codes, seeding). */
export const projectId = process.env.FIREBASE_PROJECT_ID || 'demo-debate-arena';
export const authPort = process.env.DA_AUTH_PORT || '9099';
export const firestorePort = process.env.DA_FIRESTORE_PORT || '8080';

/** The newest code the Auth emulator "sent" to a phone number. */
export async function latestSmsCode(phoneNumber: string): Promise<string> {
  const url = `http://127.0.0.1:${authPort}/emulator/v1/projects/${projectId}/verificationCodes`;
  for (let attempt = 0; attempt < 40; attempt++) {
    const body = (await (await fetch(url)).json()) as {
      verificationCodes?: { phoneNumber: string; code: string }[];
    };
    const code = body.verificationCodes?.filter((c) => c.phoneNumber === phoneNumber).at(-1)?.code;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No SMS code was sent to ${phoneNumber}`);
}

let counter = 0;
/** A phone number no other test uses: +1 555 followed by 7 digits. */
export function uniquePhone(): { national: string; e164: string } {
  counter += 1;
  const digits = String((Date.now() * 10 + counter + process.pid * 7919) % 10_000_000).padStart(
    7,
    '0',
  );
  const national = `555${digits}`;
  return { national, e164: `+1${national}` };
}
