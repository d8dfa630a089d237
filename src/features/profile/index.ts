/** The profile screen: view, edit, stats, medals. */
export { ProfileScreen } from './profile-screen';
