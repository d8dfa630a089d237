/** Sign-in texts and checks (SPEC §4 "Sign-in flow", §5 "Sign-in", §8 "Sign-in"). */

export const RESEND_COUNTDOWN_SECONDS = 60;

export const SIGN_IN_TEXT = {
  sending: 'Sending verification code...',
  sent: 'Code sent! Check your messages.',
  verified: 'Successfully verified!',
  termsRequired: 'You must agree to the Terms of Service and Privacy Policy to continue',
  noVerification: 'No verification was sent. Please request a new code.',
} as const;

interface CodedError {
  code?: unknown;
  message?: unknown;
}

function asCoded(error: unknown): CodedError {
  return typeof error === 'object' && error !== null ? (error as CodedError) : {};
}

/** 'Error (<code>): <message>', defaulting to 'unknown' and 'Unknown error occurred'. */
export function sendCodeErrorText(error: unknown): string {
  const { code, message } = asCoded(error);
  const c = typeof code === 'string' && code ? code : 'unknown';
  const m = typeof message === 'string' && message ? message : 'Unknown error occurred';
  return `Error (${c}): ${m}`;
}

/** 'Verification failed: <message>', defaulting to 'Invalid code'. */
export function verifyErrorText(error: unknown): string {
  const { message } = asCoded(error);
  const m = typeof message === 'string' && message ? message : 'Invalid code';
  return `Verification failed: ${m}`;
}

export function resendLabel(secondsLeft: number): string {
  return secondsLeft > 0 ? `Resend code in ${secondsLeft}s` : 'Resend code';
}
