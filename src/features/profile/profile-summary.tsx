import { useId, type Ref } from 'react';
import { Avatar } from '@/components/avatar';
import { personName } from '@/domain/fallback-name';
import type { UserProfile } from '@/domain/model';
import { PROFILE_TEXT } from './profile-texts';

interface Props {
  profile: Pick<UserProfile, 'uid' | 'displayName' | 'bio' | 'fallbackName' | 'avatarAt'>;
  /** The owner's own phone: names them before the stored generated name arrives. */
  phoneNumber: string;
  onEdit: () => void;
  editButtonRef?: Ref<HTMLButtonElement>;
}

/** The head of the profile: picture, name (or the generated one) and bio. */
export function ProfileSummary({ profile, phoneNumber, onEdit, editButtonRef }: Props) {
  const headingId = useId();
  const { displayName, bio, fallbackName } = profile;
  return (
    <section className="card profile-summary" aria-labelledby={headingId}>
      <Avatar
        size="large"
        displayName={displayName}
        fallbackName={fallbackName}
        phoneNumber={phoneNumber}
        uid={profile.uid}
        pictureAt={profile.avatarAt ?? null}
      />
      <div className="profile-summary__text">
        <h2 id={headingId} className="profile-summary__name" dir="auto">
          {personName({ displayName, fallbackName, phoneNumber })}
        </h2>
        {!displayName?.trim() && (
          <p className="profile-summary__note">{PROFILE_TEXT.generatedName}</p>
        )}
        {bio ? (
          <p className="profile-summary__bio" dir="auto">
            {bio}
          </p>
        ) : (
          <p className="profile-summary__note">{PROFILE_TEXT.noBio}</p>
        )}
      </div>
      <button
        ref={editButtonRef}
        type="button"
        className="button button--secondary profile-summary__edit"
        onClick={onEdit}
      >
        {PROFILE_TEXT.edit}
      </button>
    </section>
  );
}
