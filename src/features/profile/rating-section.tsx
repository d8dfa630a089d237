import { useId } from 'react';
import type { UserProfile } from '@/domain/model';
import { ratingChangeText, ratingText } from '@/domain/rating';
import { RatingChart } from './rating-chart';
import { RATING_TEXT, ratingChangeLabel, ratingHistoryErrorText } from './profile-texts';
import type { RatingHistoryState } from './use-my-rating-history';

/** /profile's rating: 'Rating 1234', its change after the last debate and the history chart. */
export function RatingSection({
  profile,
  history,
}: {
  profile: Pick<UserProfile, 'rating' | 'ratingDeviation' | 'ratingVolatility' | 'ratingChange'>;
  history: RatingHistoryState;
}) {
  const { ratingChange } = profile;
  const headingId = useId();
  const change = ratingChange === undefined ? null : ratingChangeText(ratingChange);
  return (
    <section className="card profile-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="profile-section__title">
        {RATING_TEXT.heading}
      </h2>
      <p className="profile-rating">
        <span className="profile-rating__value">{ratingText(profile)}</span>
        {change && (
          <span
            className={`profile-rating__change${ratingChange! < 0 ? ' profile-rating__change--down' : ''}`}
          >
            {ratingChangeLabel(change)}
          </span>
        )}
      </p>
      <h3 className="profile-rating__history">{RATING_TEXT.history}</h3>
      {history.status === 'loading' && <p role="status">{RATING_TEXT.loadingHistory}</p>}
      {history.status === 'error' && (
        <p className="alert alert--error" role="alert">
          {ratingHistoryErrorText(history.reason)}
        </p>
      )}
      {history.status === 'ready' &&
        (history.series.points.length === 0 ? (
          <p className="profile-empty">{RATING_TEXT.noHistory}</p>
        ) : (
          <RatingChart series={history.series} />
        ))}
    </section>
  );
}
