import { unreadLabel } from '@/domain/chat-live';

/** The words of the signed-in home: its header, menu and cards (SPEC §2 "Home"). */
export const HOME_TEXT = {
  cardsHeading: 'What would you like to do?',
  createText: 'Pick a topic, state your stance and wait for a challenger.',
  joinText: 'Browse open debate requests and accept one.',
  watchText: 'Follow public debates live and see their verdicts.',
  homeLabel: 'Debate Arena home',
  brand: 'Debate Arena',
  about: 'About',
  howItWorks: 'How It Works',
  policies: 'Policies',
  leaderboard: 'Leaderboard',
  profile: 'Your profile',
  menu: 'Menu',
  signOut: 'Sign out',
} as const;

/** Each home section's name: in the menu, on the cards and in the browser tab. */
export const HOME_SECTION_TITLE = {
  home: 'Home',
  chats: 'Chats',
  contacts: 'Contacts',
  'find-users': 'Find Users',
  'create-debate': 'Start a Debate',
  'browse-debates': 'Join a Debate',
  'watch-debates': 'Watch a Debate',
  'quick-match': 'Quick Match',
  practice: 'Practice with AI',
} as const;

type HomeSection = keyof typeof HOME_SECTION_TITLE;

export function isHomeSection(name: string): name is HomeSection {
  return Object.hasOwn(HOME_SECTION_TITLE, name);
}

export function homeDocumentTitle(section: HomeSection): string {
  return `${HOME_SECTION_TITLE[section]} · Debate Arena`;
}

/** Asked before signing out deletes messages that never left this device. */
export function signOutConfirmText(unsent: number): string {
  return `You have ${unsent} unsent ${unsent === 1 ? 'message' : 'messages'}. Signing out deletes ${unsent === 1 ? 'it' : 'them'} from this device. Sign out anyway?`;
}

/** The menu button's name: 'Menu', or 'Menu, 3 unread messages' (docs/decisions/0013-chat.md §2). */
export function menuButtonLabel(unread: number): string {
  return unread > 0 ? `${HOME_TEXT.menu}, ${unreadLabel(unread)}` : HOME_TEXT.menu;
}

/** The places of the phone's bottom navigation. */
export type BottomNavPlace = 'home' | 'chats' | 'leaderboard' | 'profile';

/** The bottom navigation's name and its places' labels. */
export const BOTTOM_NAV_TEXT: Record<BottomNavPlace, string> & { label: string } = {
  label: 'Main',
  home: HOME_SECTION_TITLE.home,
  chats: HOME_SECTION_TITLE.chats,
  leaderboard: HOME_TEXT.leaderboard,
  profile: 'Profile',
};

/** A place's name as read out: 'Chats, 3 unread messages' while any are unread. */
export function bottomNavLabel(place: BottomNavPlace, unread: number): string {
  return unread > 0 ? `${BOTTOM_NAV_TEXT[place]}, ${unreadLabel(unread)}` : BOTTOM_NAV_TEXT[place];
}

/** The bottom navigation's place for a home section: Chats for the chat list, else Home. */
export function bottomNavPlace(section: HomeSection): BottomNavPlace {
  return section === 'chats' ? 'chats' : 'home';
}
