import { useEffect, useRef, useState } from 'react';
import type { UserProfile } from '@/domain/model';
import type { ProfilePatch } from '@/domain/validation';
import { AccountInfo } from './account-info';
import { DebateStatsPanel } from './debate-stats';
import { MedalsList } from './medals-list';
import { ProfileEditForm } from './profile-edit-form';
import { ProfileSummary } from './profile-summary';
import { PROFILE_TEXT } from './profile-texts';

interface Props {
  profile: UserProfile;
  onSave: (patch: ProfilePatch) => Promise<void>;
}

/** A loaded profile: the summary or its edit form, then account, statistics and medals. */
export function ProfileView({ profile, onSave }: Props) {
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
          phoneNumber={profile.phoneNumber}
          onSave={onSave}
          onSaved={() => close(true)}
          onCancel={() => close(false)}
        />
      ) : (
        <ProfileSummary
          profile={profile}
          editButtonRef={editButton}
          onEdit={() => {
            setSaved(false);
            setEditing(true);
          }}
        />
      )}
      <AccountInfo profile={profile} />
      <DebateStatsPanel stats={profile.debateStats} />
      <MedalsList medals={profile.medals} />
    </div>
  );
}
