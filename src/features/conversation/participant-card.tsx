import { useId, useState, type ReactNode } from 'react';
import { Avatar } from '@/components/avatar';
import { personName } from '@/domain/fallback-name';
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
 * The other participant: name, bio, medal count, total debates and win rate; expands to
 * the 3 most recent medals and Total / Wins / Losses / Win Rate, and `actions` (the app
 * composes Block and Report there).
 */
export function ParticipantCard({
  profile,
  phoneNumber,
  actions,
}: {
  profile: ProfileState;
  phoneNumber: string;
  actions?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
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
      <button
        type="button"
        className="participant-card__summary"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((o) => !o)}
      >
        <Avatar
          displayName={p.displayName}
          fallbackName={p.fallbackName}
          phoneNumber={phoneNumber}
          pictureUrl={p.profilePictureUrl}
        />
        <span className="participant-card__text">
          <span className="participant-card__name" dir="auto">
            {name}
          </span>
          {p.bio && (
            <span className="participant-card__bio" dir="auto">
              {p.bio}
            </span>
          )}
          <span className="participant-card__facts">
            {participantFactsText(medalCount, stats.totalDebates, winRate(stats))}
          </span>
          <span className="participant-card__facts">{ratingText(p)}</span>
        </span>
        <span className="participant-card__chevron" aria-hidden="true">
          {open ? '▴' : '▾'}
        </span>
      </button>
      <div id={detailsId} hidden={!open} className="participant-card__details">
        {actions}
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
        <h3 className="participant-card__medals-title">{CONVERSATION_TEXT.recentMedals}</h3>
        {p.medals.length === 0 ? (
          <p className="participant-card__empty">{CONVERSATION_TEXT.noMedals}</p>
        ) : (
          <ul className="participant-card__medals">
            {recentMedals(p.medals).map((medal) => (
              <li key={medal.id}>
                <span aria-hidden="true">🏅</span> <span dir="auto">{medal.topic}</span>
                <span className="participant-card__medal-date">{formatDay(medal.wonAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
