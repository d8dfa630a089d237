import { Skeleton, SkeletonBlock } from '@/components/skeleton';
import type { SaveProfile } from './use-profile-form';
import { ProfileView } from './profile-view';
import { loadErrorText, PROFILE_TEXT } from './profile-texts';
import type { MyAccountState } from './use-my-account';
import type { MyMedals } from './use-my-medals';
import type { MyProfileState } from './use-my-profile';

interface Props {
  state: MyProfileState;
  /** The phone of this sign-in (the owner may always see their own). */
  phoneNumber: string;
  account: MyAccountState;
  medals: MyMedals;
  onRetry: () => void;
  onSave: SaveProfile;
}

/** Why the profile could not be read (or read again), with Try again. */
function LoadError({ reason, onRetry }: { reason: string; onRetry: () => void }) {
  return (
    <div className="alert alert--error profile-load-error" role="alert">
      <p>{loadErrorText(reason)}</p>
      <button type="button" className="button button--small" onClick={onRetry}>
        {PROFILE_TEXT.tryAgain}
      </button>
    </div>
  );
}

/** What the profile screen shows for each state of the live profile. */
export function ProfileBody({ state, phoneNumber, account, medals, onRetry, onSave }: Props) {
  switch (state.status) {
    case 'loading':
      return (
        <Skeleton label={PROFILE_TEXT.loading} className="card profile-skeleton">
          <SkeletonBlock className="profile-skeleton__avatar" />
          <span className="profile-skeleton__text">
            <SkeletonBlock className="profile-skeleton__name" />
            <SkeletonBlock />
            <SkeletonBlock className="profile-skeleton__short" />
          </span>
        </Skeleton>
      );
    case 'error':
      return <LoadError reason={state.reason} onRetry={onRetry} />;
    case 'missing':
      return (
        <div className="empty-state" role="status">
          <p className="empty-state__title">{PROFILE_TEXT.notFound}</p>
          <p>{PROFILE_TEXT.notFoundHint}</p>
        </div>
      );
    case 'found':
      return (
        <>
          {state.reloadError && <LoadError reason={state.reloadError} onRetry={onRetry} />}
          <ProfileView
            profile={state.profile}
            phoneNumber={phoneNumber}
            account={account}
            medals={medals}
            onSave={onSave}
          />
        </>
      );
  }
}
