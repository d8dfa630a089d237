/**
 * The words of the sign-in page (SPEC §2 "Sign-in"). The flow's status and error texts are
 * in @/domain/sign-in (SIGN_IN_TEXT), hence this object's longer name.
 */
export const SIGN_IN_SCREEN_TEXT = {
  documentTitle: 'Sign in · Debate Arena',
  phoneHeading: 'Sign in with your phone',
  codeHeading: 'Enter your code',
  footer:
    'Your phone number is only used for verification. We never share it or send marketing messages.',
  about: 'About Debate Arena',
  howItWorks: 'How It Works',
  terms: 'Terms & Privacy',

  // The phone step
  phoneLabel: 'Phone number',
  countryCode: 'Country code',
  fullNumberLabel: 'Complete number',
  agreeTo: 'I agree to the',
  termsLink: 'Terms of Service and Privacy Policy',
  sendCode: 'Send Verification Code',

  // The code step
  codeSentTo: 'We sent a 6-digit code to',
  emulatorCode: 'Emulator mode: no SMS is sent. Your code is',
  codeLabel: 'Verification code',
  verify: 'Verify & Continue',
  changePhone: 'Change phone number',
  verifying: 'Verifying code...',
} as const;

/** The country button's name: the chosen country and its code. */
export function countryCodeLabel(name: string, code: string): string {
  return `${SIGN_IN_SCREEN_TEXT.countryCode}: ${name} ${code}`;
}
