/**
 * Debate Arena's Cloud Functions: the trusted operations of DESIGN.md §4.
 */
import { initializeApp } from 'firebase-admin/app';
import { onCall } from 'firebase-functions/v2/https';

initializeApp();

export const ping = onCall(() => ({ ok: true, env: process.env.JUDGE_BASE_URL ?? null }));
export { onUserWritten } from './search/on-user-written';
export { addContact } from './contacts/add-contact';
