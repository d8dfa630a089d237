import { BlockedUsersSection } from '@/features/moderation/blocked-users-section';
import { ProfileScreen } from '@/features/profile/profile-screen';
import { SignedInRoute } from '@/app/signed-in';

export function ProfileRoute() {
  return (
    <SignedInRoute>
      <ProfileScreen>
        <BlockedUsersSection />
      </ProfileScreen>
    </SignedInRoute>
  );
}
