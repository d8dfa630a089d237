/** Find Users and Contacts; the app supplies the actions shown on each person. */
export { ContactsSection } from './contacts-section';
export { FindUsersSection } from './find-users-section';
export type { PersonActions } from './person-actions';
