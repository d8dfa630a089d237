/**
 * Debate Arena's Cloud Functions: the trusted operations of DESIGN.md §4.
 */
import { initializeApp } from 'firebase-admin/app';

initializeApp();

export { onUserWritten } from './search/on-user-written';
export { addContact } from './contacts/add-contact';
