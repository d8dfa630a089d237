import { useEffect, useRef, useState } from 'react';
import type { UserProfile } from '@/domain/model';
import type { SaveProfile } from './use-profile-form';
import { AccountInfo } from './account-info';
import { DebateStatsPanel } from './debate-stats';
import { MedalsList } from './medals-list';
import { ProfileEditForm } from './profile-edit-form';
import { ProfileSummary } from './profile-summary';
import { loadErrorText, PROFILE_TEXT } from './profile-texts';
import type { MyAccountState } from './use-my-account';
import type { MyMedals } from './use-my-medals';

interface Props {
  /** The public profile (users/{uid}). */
  profile: UserProfile;
  /** The owner's own phone, from this sign-in. */
  phoneNumber: string;
  /** The owner's private account: phone and last activity. */
  account: MyAccountState;
  /** The owner's medal history, with the opponents' phones. */
  medals: MyMedals;
  onSave: SaveProfile;
}

/** A loaded profile: the summary or its edit form, then account, statistics and medals. */
export function ProfileView({ profile, phoneNumber, account, medals, onSave }: Props) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  // Closing the form puts keyboard focus back where it was opened from.
  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editButton.current?.focus();
  }, [editing]);

  function close(wasSaved: boolean) {
    returnFocus.current = true;
    setSaved(wasSaved);
    setEditing(false);
  }

  return (
    <div className="profile-view">
      {saved && (
        <p className="alert alert--success" role="status">
          {PROFILE_TEXT.saved}
        </p>
      )}
      {editing ? (
        <ProfileEditForm
          stored={profile}
          phoneNumber={phoneNumber}
          onSave={onSave}
          onSaved={() => close(true)}
          onCancel={() => close(false)}
          pictureLink={account.status === 'found' ? account.account.pictureLink : undefined}
        />
      ) : (
        <ProfileSummary
          profile={profile}
          phoneNumber={phoneNumber}
          editButtonRef={editButton}
          onEdit={() => {
            setSaved(false);
            setEditing(true);
          }}
        />
      )}
      <AccountInfo phoneNumber={phoneNumber} createdAt={profile.createdAt} account={account} />
      <DebateStatsPanel stats={profile.debateStats} />
      <MedalsList
        medals={medals.medals}
        total={Math.max(profile.medalCount, medals.medals.length)}
        loading={medals.status === 'loading'}
        error={medals.status === 'error' ? loadErrorText(medals.reason ?? '') : undefined}
        hasMore={medals.hasMore}
        loadingMore={medals.loadingMore}
        onShowMore={medals.showMore}
      />
    </div>
  );
}
