/**
 * users/{uid}/private/account (docs/decisions/0012-safety.md "Phone privacy"): the owner's
 * phone and last activity, read by the owner and the functions only.
 */
import { isRecord, millisOf, optionalText } from './fields';

export interface AccountDoc {
  /** As stored, untrimmed: each reader decides what a usable phone is. */
  phoneNumber?: string;
  /** Epoch ms. */
  lastActive?: number;
}

/** The account from its stored data; undefined for no document. */
export function readAccount(data: Record<string, unknown>): AccountDoc;
export function readAccount(data: Record<string, unknown> | undefined): AccountDoc | undefined;
export function readAccount(data: Record<string, unknown> | undefined): AccountDoc | undefined {
  if (!isRecord(data)) return undefined;
  const phoneNumber = optionalText(data.phoneNumber);
  const lastActive = millisOf(data.lastActive);
  return {
    ...(phoneNumber !== undefined ? { phoneNumber } : {}),
    ...(lastActive !== null ? { lastActive } : {}),
  };
}
