/** The home screen's header and cards. */
export { HomeCards } from './home-cards';
export { HomeHeader } from './home-header';

/** The phone's bottom navigation, on home and on the signed-in pages of their own. */
export { BottomNav } from './bottom-nav';

/** The home sections' names and titles, and the words around signing out. */
export {
  bottomNavPlace,
  HOME_TEXT,
  homeDocumentTitle,
  isHomeSection,
  signOutConfirmText,
  type BottomNavPlace,
} from './home-texts';
