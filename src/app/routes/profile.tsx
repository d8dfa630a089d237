import { BlockedUsersSection } from '@/features/moderation/blocked-users-section';
import { ProfileScreen } from '@/features/profile/profile-screen';
import { DebateHistory } from '@/features/spectate/debate-history';
import { AppBottomNav } from '@/app/app-bottom-nav';
import { SignedInRoute } from '@/app/signed-in';

export function ProfileRoute() {
  return (
    <SignedInRoute>
      <ProfileScreen>
        <BlockedUsersSection />
        <DebateHistory />
      </ProfileScreen>
      <AppBottomNav current="profile" />
    </SignedInRoute>
  );
}
