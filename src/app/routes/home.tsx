import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { nameOrFallback } from '@/domain/fallback-name';
import {
  BottomNav,
  HomeCards,
  HomeHeader,
  bottomNavPlace,
  HOME_TEXT,
  homeDocumentTitle,
  isHomeSection,
  signOutConfirmText,
} from '@/features/home';
import { loadChatList } from '@/features/chat-list';
import { loadBrowseDebatesSection, loadCreateDebateSection } from '@/features/debates';
import { loadPracticeSection, PracticeCard } from '@/features/practice';
import { loadQuickMatchSection, QuickMatchCard } from '@/features/quick-match';
import { NotificationBell, useNotifications } from '@/features/notifications';
import { AppSettings } from '@/app/app-settings';
import { prepareTimeFormatsSoon } from '@/app/time-formats';
import { PushBackground } from '@/features/push-settings';
import { loadWatchDebatesSection } from '@/features/spectate';
import { signOut } from '@/data/session';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useLiveProfile } from '@/hooks/use-live-profile';
import { useOutboxCount } from '@/offline/hooks';
import { useUnreadTotal } from '@/offline/member-hooks';
import { useSignedInUser } from '@/hooks/use-session';
import { SignedInRoute } from '@/app/signed-in';

/** Home sections beyond the cards load when first opened. */
const SECTIONS: Record<string, ComponentType> = {
  chats: lazy(async () => {
    prepareTimeFormatsSoon();
    return { default: await loadChatList() };
  }),
  contacts: lazy(async () => ({ default: (await import('@/app/people-sections')).Contacts })),
  'find-users': lazy(async () => ({ default: (await import('@/app/people-sections')).FindUsers })),
  'create-debate': lazy(async () => ({ default: await loadCreateDebateSection() })),
  'browse-debates': lazy(async () => ({ default: await loadBrowseDebatesSection() })),
  'watch-debates': lazy(async () => {
    prepareTimeFormatsSoon();
    return { default: await loadWatchDebatesSection() };
  }),
  'quick-match': lazy(async () => ({ default: await loadQuickMatchSection() })),
  practice: lazy(async () => ({ default: await loadPracticeSection() })),
};

/** The push token's refresh, and system notifications for notices while hidden (the bell's list). */
function Push({ uid }: { uid: string }) {
  const { notifications, status } = useNotifications();
  return <PushBackground uid={uid} notifications={notifications} ready={status === 'ready'} />;
}

function Screen() {
  const user = useSignedInUser();
  const { state: profile } = useLiveProfile(user.uid);
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const fallbackSection = location.pathname === '/chats' ? 'chats' : 'home';
  const requested = params.get('section') ?? fallbackSection;
  const section = isHomeSection(requested) ? requested : 'home';
  const Section = SECTIONS[section];
  const own = profile.status === 'found' ? profile.profile : null;
  const name = nameOrFallback(own?.displayName, user.phoneNumber);

  useDocumentTitle(homeDocumentTitle(section));

  const unsent = useOutboxCount(user.uid);
  const chatsUnread = useUnreadTotal(user.uid);
  const confirmSignOut = () => {
    if (unsent === 0 || window.confirm(signOutConfirmText(unsent))) void signOut();
  };

  const openSection = (next: string) => {
    setParams(next === 'home' ? {} : { section: next });
  };

  return (
    <>
      <HomeHeader
        name={name}
        displayName={own?.displayName}
        phoneNumber={user.phoneNumber}
        uid={user.uid}
        pictureAt={own?.avatarAt ?? null}
        onSection={openSection}
        bell={<NotificationBell />}
        onSignOut={confirmSignOut}
        chatsUnread={chatsUnread}
      />
      <Push uid={user.uid} />
      <main className="home-main">
        {/* The screen's one h1 (axe page-has-heading-one); each section is an h2 under it. */}
        <h1 className="visually-hidden">{HOME_TEXT.brand}</h1>
        {section === 'home' || !Section ? (
          <>
            <HomeCards onSection={openSection} lead={<QuickMatchCard />}>
              <PracticeCard />
            </HomeCards>
            <AppSettings uid={user.uid} />
          </>
        ) : (
          <Suspense fallback={<p aria-busy="true">Loading…</p>}>
            <Section />
          </Suspense>
        )}
      </main>
      <BottomNav current={bottomNavPlace(section)} chatsUnread={chatsUnread} />
    </>
  );
}

export function HomeRoute() {
  return (
    <SignedInRoute>
      <Screen />
    </SignedInRoute>
  );
}
