import type { ReactNode } from 'react';
import { BackHomePage } from '@/components/back-home-page';
import { useSignedInUser } from '@/hooks/use-session';
import { ProfileBody } from './profile-body';
import { PROFILE_TEXT } from './profile-texts';
import { useMyAccount } from './use-my-account';
import { useMyMedals } from './use-my-medals';
import { useMyProfile } from './use-my-profile';
import { RatingSection } from './rating-section';
import { useMyRatingHistory } from './use-my-rating-history';
import { useSaveProfile } from './use-save-profile';
import './profile.css';

/**
 * /profile: the signed-in user's own profile, live, with its edit form (SPEC §2 "Profile");
 * `children` are more sections the app composes below it (Blocked users).
 */
export function ProfileScreen({ children }: { children?: ReactNode }) {
  const { uid, phoneNumber } = useSignedInUser();
  const { state, retry } = useMyProfile(uid);
  const account = useMyAccount(uid);
  const medals = useMyMedals(uid, state.status === 'found' ? state.profile.medalCount : 0);
  const save = useSaveProfile(uid);
  const ratingHistory = useMyRatingHistory(uid);

  return (
    <BackHomePage title={PROFILE_TEXT.title} documentTitle={PROFILE_TEXT.documentTitle}>
      <ProfileBody
        state={state}
        phoneNumber={phoneNumber}
        account={account}
        medals={medals}
        onRetry={retry}
        onSave={save}
      />
      {state.status === 'found' && (
        <RatingSection profile={state.profile} history={ratingHistory} />
      )}
      {children}
    </BackHomePage>
  );
}
