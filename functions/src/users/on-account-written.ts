/**
 * users/{uid}/private/account written: a new (or changed) phone renames the public profile (its
 * fallbackName), and a profile from before docs/decisions/0012-safety.md is migrated at the owner's
 * first sign-in with this version, when the app writes this document.
 */
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { readAccount } from '@/domain/documents/account';
import { syncPublicIdentity } from './public-identity';

export const onAccountWritten = onDocumentWritten('users/{uid}/private/account', async (event) => {
  const before = readAccount(event.data?.before.data());
  const after = readAccount(event.data?.after.data());
  if (!after) return;
  // lastActive is written at every sign-in: only a new or changed phone costs any work.
  if (before && before.phoneNumber === after.phoneNumber) return;
  await syncPublicIdentity(event.params.uid);
});
