import { House, MessageCircle, Trophy, UserRound, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { UnreadBadge } from '@/components/unread-badge';
import { BOTTOM_NAV_TEXT, bottomNavLabel, type BottomNavPlace } from './home-texts';
import './bottom-nav.css';

interface Place {
  place: BottomNavPlace;
  to: string;
  Icon: LucideIcon;
}

const PLACES: readonly Place[] = [
  { place: 'home', to: '/home', Icon: House },
  { place: 'chats', to: '/home?section=chats', Icon: MessageCircle },
  { place: 'leaderboard', to: '/leaderboard', Icon: Trophy },
  { place: 'profile', to: '/profile', Icon: UserRound },
];

/**
 * The phone's bottom navigation (Home, Chats with the unread total, Leaderboard, Profile):
 * the places people go most, one tap away and with the unread count always in sight. Shown
 * on narrow screens only (bottom-nav.css), beside the header's SPEC dropdown, which keeps
 * every entry; hidden while a text field has focus, so it never rides on the keyboard.
 */
export function BottomNav({
  current,
  chatsUnread,
}: {
  /** The place on screen (aria-current), or null on a screen none of them is. */
  current: BottomNavPlace | null;
  chatsUnread: number;
}) {
  return (
    <>
      <div className="bottom-nav__spacer" aria-hidden="true" />
      <nav className="bottom-nav" aria-label={BOTTOM_NAV_TEXT.label}>
        <ul className="bottom-nav__list">
          {PLACES.map(({ place, to, Icon }) => (
            <li key={place}>
              <Link
                to={to}
                className="bottom-nav__link"
                aria-current={place === current ? 'page' : undefined}
                aria-label={place === 'chats' ? bottomNavLabel(place, chatsUnread) : undefined}
              >
                <span className="bottom-nav__icon">
                  <Icon aria-hidden="true" size={22} strokeWidth={place === current ? 2.5 : 2} />
                  {place === 'chats' && <UnreadBadge count={chatsUnread} />}
                </span>
                <span className="bottom-nav__label">{BOTTOM_NAV_TEXT[place]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
