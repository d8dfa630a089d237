import { useId } from 'react';
import type { UserProfile } from '@/domain/model';
import { formatDate, formatDateTime, isoDate } from './profile-dates-logic';
import { PROFILE_TEXT } from './profile-texts';

interface Props {
  profile: Pick<UserProfile, 'phoneNumber' | 'createdAt' | 'lastActive'>;
}

/** Phone, member since and last active (SPEC §2 "Profile"). */
export function AccountInfo({ profile }: Props) {
  const headingId = useId();
  return (
    <section className="card profile-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="profile-section__title">
        Account
      </h2>
      <dl className="profile-facts">
        <div className="profile-facts__row">
          <dt>Phone</dt>
          <dd>{profile.phoneNumber || PROFILE_TEXT.unknown}</dd>
        </div>
        <div className="profile-facts__row">
          <dt>Member since</dt>
          <dd>
            {profile.createdAt === null ? (
              PROFILE_TEXT.unknown
            ) : (
              <time dateTime={isoDate(profile.createdAt)}>{formatDate(profile.createdAt)}</time>
            )}
          </dd>
        </div>
        <div className="profile-facts__row">
          <dt>Last active</dt>
          <dd>
            {/* lastActive is written with every visit and save: null is a server time still on its way. */}
            {profile.lastActive === null ? (
              'Just now'
            ) : (
              <time dateTime={isoDate(profile.lastActive)}>
                {formatDateTime(profile.lastActive)}
              </time>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
