import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Scale } from 'lucide-react';
import { Avatar } from '@/components/avatar';
import { HOME_SECTION_TITLE, HOME_TEXT } from './home-texts';
import { NavMenu, type NavItem } from './nav-menu';
import './home.css';

const NAME_SHORT_LENGTH = 10;

interface Props {
  name: string;
  phoneNumber: string;
  /** Whose header: their picture shows in the bubble. */
  uid?: string;
  /** Their profile's avatarAt (null: no picture); see src/components/avatar.tsx. */
  pictureAt?: number | null;
  /** Ignored unless made on this device: src/components/avatar.tsx. */
  pictureUrl?: string;
  displayName?: string;
  onSection(section: string): void;
  /** The notification bell (composed by the app). */
  bell: ReactNode;
  onSignOut(): void;
  /**
   * Unread messages in all chats (docs/decisions/0013-chat.md §2): shown on the menu and its
   * 'Chats' entry.
   */
  chatsUnread?: number;
}

const NAV: NavItem[] = [
  { label: HOME_SECTION_TITLE.chats, action: { section: 'chats' } },
  { label: HOME_SECTION_TITLE.contacts, action: { section: 'contacts' } },
  { label: HOME_SECTION_TITLE['find-users'], action: { section: 'find-users' } },
  { label: HOME_TEXT.leaderboard, action: { href: '/leaderboard' } },
  { label: HOME_TEXT.howItWorks, action: { href: '/how-it-works' } },
  { label: HOME_TEXT.policies, action: { href: '/policy' } },
];

function navWithSignOut(onSignOut: () => void, chatsUnread: number): NavItem[] {
  const [chats, ...rest] = NAV;
  return [
    { ...chats!, count: chatsUnread },
    ...rest,
    { label: HOME_TEXT.signOut, action: { run: onSignOut } },
  ];
}

function shortName(name: string): string {
  return name.length > NAME_SHORT_LENGTH ? `${name.slice(0, NAME_SHORT_LENGTH)}…` : name;
}

/** The signed-in header: logo, name, page links, the navigation menu, the bell and the profile bubble. */
export function HomeHeader({
  name,
  phoneNumber,
  pictureUrl,
  uid,
  pictureAt,
  displayName,
  onSection,
  bell,
  onSignOut,
  chatsUnread = 0,
}: Props) {
  return (
    <header className="home-header">
      <button
        type="button"
        className="home-header__logo"
        onClick={() => onSection('home')}
        aria-label={HOME_TEXT.homeLabel}
      >
        <Scale size="1em" aria-hidden="true" className="home-header__mark" />
        <span className="home-header__brand">{HOME_TEXT.brand}</span>
      </button>
      <span className="home-header__name" data-testid="header-name">
        <span className="home-header__name-full" dir="auto">
          {name}
        </span>
        <span className="home-header__name-short" aria-hidden="true">
          {shortName(name)}
        </span>
      </span>
      <nav className="home-header__links" aria-label={HOME_TEXT.about}>
        <Link to="/how-it-works">{HOME_TEXT.howItWorks}</Link>
        <Link to="/policy">{HOME_TEXT.policies}</Link>
      </nav>
      <div className="home-header__actions">
        <NavMenu
          items={navWithSignOut(onSignOut, chatsUnread)}
          onSection={onSection}
          count={chatsUnread}
        />
        {bell}
        <Link to="/profile" className="home-header__profile" aria-label={HOME_TEXT.profile}>
          <Avatar
            displayName={displayName}
            phoneNumber={phoneNumber}
            pictureUrl={pictureUrl}
            uid={uid}
            pictureAt={pictureAt}
            size="small"
          />
        </Link>
      </div>
    </header>
  );
}
