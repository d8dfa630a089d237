/**
 * users/{uid}/private/account (docs/decisions/0012-safety.md "Phone privacy"): the owner's
 * phone and last activity, read by the owner and the functions only: the functions with
 * readAccount, the app with readShownAccount (src/data/users.ts watchAccount), which also reads
 * what became of the profile's picture link.
 */
import { PICTURE_LINK_PROBLEMS, type PictureLinkProblem } from '../avatar';
import type { AccountInfo } from '../model';
import { isRecord, millisOf, optionalText, shownText, type StoredData } from './fields';

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

/** The picture link's copy as the function left it (functions/src/users/copy-picture-link.ts). */
function pictureLinkOf(value: unknown): Pick<AccountInfo, 'pictureLink'> {
  if (!isRecord(value)) return {};
  const { url, problem } = value;
  if (typeof url !== 'string') return {};
  // An own key only: `in` would take an inherited name ('constructor', 'toString') for a problem.
  const known = typeof problem === 'string' && Object.hasOwn(PICTURE_LINK_PROBLEMS, problem);
  return { pictureLink: known ? { url, problem: problem as PictureLinkProblem } : { url } };
}

/**
 * The account as its owner sees it (model.ts AccountInfo): the phone as String() shows it
 * ('' for none), the last activity (null until the server has it), and the picture link's copy
 * when there is one.
 */
export function readShownAccount(data: StoredData): AccountInfo {
  return {
    phoneNumber: shownText(data.phoneNumber) ?? '',
    lastActive: millisOf(data.lastActive),
    ...pictureLinkOf(data.pictureLink),
  };
}
