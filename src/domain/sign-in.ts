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

/** Plain-language messages for the identity service's codes a person can meet at sign-in. */
const AUTH_MESSAGES: Record<string, string> = {
  'auth/invalid-phone-number':
    'The phone number is not valid. Check the country code and the number.',
  'auth/missing-phone-number': 'Please enter your phone number.',
  'auth/too-many-requests': 'Too many attempts. Please wait a while and try again.',
  'auth/quota-exceeded': 'Too many codes were sent. Please try again later.',
  'auth/captcha-check-failed': 'The bot check failed. Please try again.',
  'auth/network-request-failed': 'Network error. Check your connection and try again.',
  'auth/invalid-verification-code': 'Invalid code',
  'auth/missing-verification-code': 'Please enter the 6-digit code from the SMS.',
  'auth/code-expired': 'The code has expired. Please request a new code.',
  'auth/session-expired': 'The code has expired. Please request a new code.',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/operation-not-allowed': 'Phone sign-in is not enabled for this project.',
};

/**
 * The message part of a sign-in error: a plain-language text for known codes, else the
 * service's message without its 'Firebase: ' prefix and trailing '(auth/…).' code.
 */
export function authErrorMessage(error: unknown): { code?: string; message?: string } {
  const { code, message } = asCoded(error);
  const c = typeof code === 'string' && code ? code : undefined;
  if (c && AUTH_MESSAGES[c]) return { code: c, message: AUTH_MESSAGES[c] };
  const raw = typeof message === 'string' ? message : '';
  const cleaned = raw
    .replace(/^Firebase:\s*/, '')
    .replace(/\s*\(auth\/[^)]+\)\.?$/, '')
    .replace(/^Error$/, '')
    .trim();
  return { code: c, message: cleaned || undefined };
}
