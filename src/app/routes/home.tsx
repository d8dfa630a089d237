import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { nameOrFallback } from '@/domain/fallback-name';
import { HomeCards } from '@/features/home/home-cards';
import { HomeHeader } from '@/features/home/home-header';
import { NotificationBell } from '@/features/notifications/notification-bell';
import { useNotifications } from '@/features/notifications/use-notifications';
import { AppSettings } from '@/app/app-settings';
import { PushBackground } from '@/features/push-settings/push-background';
import { signOut } from '@/data/session';
import { useLiveProfile } from '@/hooks/use-live-profile';
import { useOutboxCount } from '@/offline/hooks';
import { useSignedInUser } from '@/hooks/use-session';
import { SignedInRoute } from '@/app/signed-in';

/** Home sections beyond the cards load when first opened. */
const SECTIONS: Record<string, ComponentType> = {
  chats: lazy(async () => ({ default: (await import('@/features/chat-list/chat-list')).ChatList })),
  contacts: lazy(async () => ({
    default: (await import('@/features/people/contacts-section')).ContactsSection,
  })),
  'find-users': lazy(async () => ({
    default: (await import('@/features/people/find-users-section')).FindUsersSection,
  })),
  'create-debate': lazy(async () => ({
    default: (await import('@/features/debates/create-debate-section')).CreateDebateSection,
  })),
  'browse-debates': lazy(async () => ({
    default: (await import('@/features/debates/browse-debates-section')).BrowseDebatesSection,
  })),
};

const SECTION_TITLES: Record<string, string> = {
  home: 'Home',
  chats: 'Chats',
  contacts: 'Contacts',
  'find-users': 'Find Users',
  'create-debate': 'Start a Debate',
  'browse-debates': 'Join a Debate',
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
  const section = requested in SECTION_TITLES ? requested : 'home';
  const Section = SECTIONS[section];
  const own = profile.status === 'found' ? profile.profile : null;
  const name = nameOrFallback(own?.displayName, user.phoneNumber);

  useEffect(() => {
    document.title = `${SECTION_TITLES[section]} · Debate Arena`;
  }, [section]);

  const unsent = useOutboxCount(user.uid);
  const confirmSignOut = () => {
    const lose = `You have ${unsent} unsent ${unsent === 1 ? 'message' : 'messages'}. Signing out deletes ${unsent === 1 ? 'it' : 'them'} from this device. Sign out anyway?`;
    if (unsent === 0 || window.confirm(lose)) void signOut();
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
        pictureUrl={own?.profilePictureUrl}
        onSection={openSection}
        bell={<NotificationBell />}
        onSignOut={confirmSignOut}
      />
      <Push uid={user.uid} />
      <main className="home-main">
        {section === 'home' || !Section ? (
          <>
            <HomeCards onSection={openSection} />
            <AppSettings uid={user.uid} />
          </>
        ) : (
          <Suspense fallback={<p aria-busy="true">Loading…</p>}>
            <Section />
          </Suspense>
        )}
      </main>
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
