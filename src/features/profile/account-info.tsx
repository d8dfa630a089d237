import { useId } from 'react';
import { formatDate, formatDateTime, isoDate } from './profile-dates-logic';
import { PROFILE_TEXT } from './profile-texts';
import type { MyAccountState } from './use-my-account';

interface Props {
  /** The phone of this sign-in, shown until the account document answers. */
  phoneNumber: string;
  createdAt: number | null;
  account: MyAccountState;
}

function LastActive({ account }: { account: MyAccountState }) {
  switch (account.status) {
    case 'loading':
      return <>…</>;
    case 'error':
      return <>{PROFILE_TEXT.unknown}</>;
    case 'missing':
      return <>{PROFILE_TEXT.justNow}</>;
    case 'found': {
      const { lastActive } = account.account;
      // lastActive is written with every visit and save: null is a server time on its way.
      return lastActive === null ? (
        <>{PROFILE_TEXT.justNow}</>
      ) : (
        <time dateTime={isoDate(lastActive)}>{formatDateTime(lastActive)}</time>
      );
    }
  }
}

/**
 * Phone, member since and last active (SPEC §2 "Profile"): the phone and last activity are
 * the owner's private account, which only they can read.
 */
export function AccountInfo({ phoneNumber, createdAt, account }: Props) {
  const headingId = useId();
  const phone = (account.status === 'found' && account.account.phoneNumber) || phoneNumber;
  return (
    <section className="card profile-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="profile-section__title">
        {PROFILE_TEXT.account}
      </h2>
      <dl className="profile-facts">
        <div className="profile-facts__row">
          <dt>{PROFILE_TEXT.phone}</dt>
          <dd>{phone || PROFILE_TEXT.unknown}</dd>
        </div>
        <div className="profile-facts__row">
          <dt>{PROFILE_TEXT.memberSince}</dt>
          <dd>
            {createdAt === null ? (
              PROFILE_TEXT.unknown
            ) : (
              <time dateTime={isoDate(createdAt)}>{formatDate(createdAt)}</time>
            )}
          </dd>
        </div>
        <div className="profile-facts__row">
          <dt>{PROFILE_TEXT.lastActive}</dt>
          <dd>
            <LastActive account={account} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
