import { BlockedUsersSection } from '@/features/moderation';
import { ProfileScreen } from '@/features/profile';
import { DebateHistory } from '@/features/spectate';
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
