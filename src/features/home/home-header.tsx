import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/avatar';
import { NavMenu, type NavItem } from './nav-menu';
import './home.css';

export const NAME_SHORT_LENGTH = 10;

interface Props {
  name: string;
  phoneNumber: string;
  pictureUrl?: string;
  displayName?: string;
  onSection(section: string): void;
  /** The notification bell (composed by the app). */
  bell: ReactNode;
  onSignOut(): void;
}

const NAV: NavItem[] = [
  { label: 'Chats', action: { section: 'chats' } },
  { label: 'Contacts', action: { section: 'contacts' } },
  { label: 'Find Users', action: { section: 'find-users' } },
  { label: 'How It Works', action: { href: '/how-it-works' } },
  { label: 'Policies', action: { href: '/policy' } },
];

function navWithSignOut(onSignOut: () => void): NavItem[] {
  return [...NAV, { label: 'Sign out', action: { run: onSignOut } }];
}

function shortName(name: string): string {
  return name.length > NAME_SHORT_LENGTH ? `${name.slice(0, NAME_SHORT_LENGTH)}…` : name;
}

/** The signed-in header: logo, name, page links, the navigation menu, the bell and the profile bubble. */
export function HomeHeader({
  name,
  phoneNumber,
  pictureUrl,
  displayName,
  onSection,
  bell,
  onSignOut,
}: Props) {
  return (
    <header className="home-header">
      <button
        type="button"
        className="home-header__logo"
        onClick={() => onSection('home')}
        aria-label="Debate Arena home"
      >
        <span aria-hidden="true">⚖️</span>
        <span className="home-header__brand">Debate Arena</span>
      </button>
      <span className="home-header__name" data-testid="header-name">
        <span className="home-header__name-full">{name}</span>
        <span className="home-header__name-short" aria-hidden="true">
          {shortName(name)}
        </span>
      </span>
      <nav className="home-header__links" aria-label="About">
        <Link to="/how-it-works">How It Works</Link>
        <Link to="/policy">Policies</Link>
      </nav>
      <div className="home-header__actions">
        <NavMenu items={navWithSignOut(onSignOut)} onSection={onSection} />
        {bell}
        <Link to="/profile" className="home-header__profile" aria-label="Your profile">
          <Avatar
            displayName={displayName}
            phoneNumber={phoneNumber}
            pictureUrl={pictureUrl}
            size="small"
          />
        </Link>
      </div>
    </header>
  );
}
