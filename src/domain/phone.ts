/** Phone-number rules of the sign-in screen (SPEC §2, §5 "Sign-in", §9). */

const PHONE_INPUT_MAX_LENGTH = 12;
const PHONE_DISPLAY_MAX_DIGITS = 10;
const CODE_INPUT_MAX_LENGTH = 6;
export const PHONE_PLACEHOLDER = '5551234567';

/** What the phone input keeps of what was typed or pasted: digits only, at most 12. */
export function sanitizePhoneInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, PHONE_INPUT_MAX_LENGTH);
}

/** The number sent for verification: the country code followed by the digits only. */
export function buildFullPhoneNumber(countryCode: string, entered: string): string {
  return `${countryCode}${entered.replace(/\D/g, '')}`;
}

/** Groups at most 10 digits as 3-3-4 for the read-only display ('555 123 4567'). */
export function formatPhoneDigits(entered: string): string {
  const digits = entered.replace(/\D/g, '').slice(0, PHONE_DISPLAY_MAX_DIGITS);
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter(Boolean).join(' ');
}

/** The read-only complete-number line: '+1 555 123 4567'. */
export function formatFullNumberDisplay(countryCode: string, entered: string): string {
  const grouped = formatPhoneDigits(entered);
  return grouped ? `${countryCode} ${grouped}` : countryCode;
}

/** The code input keeps at most 6 characters (digits: SMS codes are numeric). */
export function sanitizeCodeInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, CODE_INPUT_MAX_LENGTH);
}

/** E.164 allows at most 15 digits; fewer than 8 (with the country code) is no real number. */
export function isPlausiblePhoneNumber(fullNumber: string): boolean {
  const digits = fullNumber.replace(/\D/g, '').length;
  return /^\+\d+$/.test(fullNumber) && digits >= 8 && digits <= 15;
}
