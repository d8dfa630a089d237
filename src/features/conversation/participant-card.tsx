import { Medal } from 'lucide-react';
import { Avatar } from '@/components/avatar';
import { PhoneNumber } from '@/components/phone-number';
import { personName } from '@/domain/fallback-name';
import type { PhoneLine } from '@/domain/phone-consent';
import { ratingText } from '@/domain/rating';
import { formatDay } from '@/domain/relative-age';
import { recentMedals, winRate } from '@/domain/stats';
import type { ProfileState } from '@/offline/profiles';
import {
  aboutParticipantLabel,
  CONVERSATION_TEXT,
  participantFactsText,
} from './conversation-texts';

/**
 * The other participant: name, their phone once they let this user see it (else, in a
 * normal chat, that it is hidden until they do), bio, medal count, total debates and win
 * rate, the 3 most recent medals and Total / Wins / Losses / Win Rate. It sits in the
 * chat's details, which the header's title opens (collapsed by default); where the header
 * already shows the name (a one-to-one chat) `showName` is false, so the name appears once.
 */
export function ParticipantCard({
  profile,
  phoneNumber,
  phoneLine = { kind: 'none' },
  showName = true,
}: {
  profile: ProfileState;
  phoneNumber: string;
  phoneLine?: PhoneLine;
  showName?: boolean;
}) {
  if (profile.state === 'loading') {
    return (
      <section
        className="participant-card participant-card--loading"
        aria-label={CONVERSATION_TEXT.participant}
        aria-busy="true"
      />
    );
  }
  if (profile.state === 'missing') {
    return (
      <section className="participant-card" aria-label={CONVERSATION_TEXT.participant}>
        <p className="participant-card__name">{CONVERSATION_TEXT.unknown}</p>
      </section>
    );
  }
  const p = profile.profile;
  // The stored generated name; a chat partner's phone stands in until it is written.
  const name = personName({ ...p, phoneNumber }) || CONVERSATION_TEXT.unknown;
  const medalCount = Math.max(p.medalCount ?? 0, p.medals.length);
  const stats = p.debateStats;
  return (
    <section className="participant-card" aria-label={aboutParticipantLabel(name)}>
      <div className="participant-card__summary">
        {showName && (
          <Avatar
            displayName={p.displayName}
            fallbackName={p.fallbackName}
            phoneNumber={phoneNumber}
            uid={p.uid}
            pictureAt={p.avatarAt ?? null}
          />
        )}
        <div className="participant-card__text">
          {showName && (
            <p className="participant-card__name" dir="auto">
              {name}
            </p>
          )}
          {phoneLine.kind !== 'none' && (
            <PhoneNumber
              phone={phoneLine.kind === 'shown' ? phoneLine.phone : null}
              className="participant-card__phone"
            />
          )}
          {p.bio && (
            <p className="participant-card__bio" dir="auto">
              {p.bio}
            </p>
          )}
          <p className="participant-card__facts">
            <Medal className="participant-card__icon" aria-hidden="true" />
            {participantFactsText(medalCount, stats.totalDebates, winRate(stats))}
          </p>
          <p className="participant-card__facts">{ratingText(p)}</p>
        </div>
      </div>
      <dl className="participant-card__stats">
        <div>
          <dt>{CONVERSATION_TEXT.total}</dt>
          <dd>{stats.totalDebates}</dd>
        </div>
        <div>
          <dt>{CONVERSATION_TEXT.wins}</dt>
          <dd>{stats.wins}</dd>
        </div>
        <div>
          <dt>{CONVERSATION_TEXT.losses}</dt>
          <dd>{stats.losses}</dd>
        </div>
        <div>
          <dt>{CONVERSATION_TEXT.winRate}</dt>
          <dd>{winRate(stats)}%</dd>
        </div>
      </dl>
      <h2 className="participant-card__medals-title">{CONVERSATION_TEXT.recentMedals}</h2>
      {p.medals.length === 0 ? (
        <p className="participant-card__empty">{CONVERSATION_TEXT.noMedals}</p>
      ) : (
        <ul className="participant-card__medals">
          {recentMedals(p.medals).map((medal) => (
            <li key={medal.id}>
              <Medal className="participant-card__icon" aria-hidden="true" />
              <span dir="auto">{medal.topic}</span>
              <span className="participant-card__medal-date">{formatDay(medal.wonAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
