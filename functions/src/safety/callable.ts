/**
 * Options every callable shares. App Check is enforced when the functions' environment
 * says APPCHECK_ENFORCE=true (docs/operations.md "App Check"); the emulators run without it. A callable's
 * own options cannot turn enforcement off.
 */
import type { CallableOptions } from 'firebase-functions/v2/https';

export function callableOptions(extra: CallableOptions = {}): CallableOptions {
  return { ...extra, enforceAppCheck: process.env.APPCHECK_ENFORCE === 'true' };
}
