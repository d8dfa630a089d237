import { useId } from 'react';
import type { UserProfile } from '@/domain/model';
import { ratingChangeText, ratingText } from '@/domain/rating';
import { chartPoints, CHART_BOX } from './rating-chart-logic';
import {
  RATING_TEXT,
  ratingChangeLabel,
  ratingChartSummary,
  ratingHistoryErrorText,
} from './profile-texts';
import type { RatingHistoryState } from './use-my-rating-history';

/** The rating history as a small line chart: an image whose text alternative lists it. */
export function RatingChart({ ratings }: { ratings: readonly number[] }) {
  const titleId = useId();
  const points = chartPoints(ratings);
  const summary = ratingChartSummary(ratings);
  return (
    <svg
      className="rating-chart"
      role="img"
      aria-labelledby={titleId}
      viewBox={`0 0 ${CHART_BOX.width} ${CHART_BOX.height}`}
      preserveAspectRatio="none"
      focusable="false"
    >
      <title id={titleId}>{summary}</title>
      {points.length > 1 && (
        <polyline
          className="rating-chart__line"
          fill="none"
          points={points.map(([x, y]) => `${x},${y}`).join(' ')}
          vectorEffect="non-scaling-stroke"
        />
      )}
      {points.map(([x, y], i) => (
        <circle key={i} className="rating-chart__dot" cx={x} cy={y} r={2.5} />
      ))}
    </svg>
  );
}

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
          <RatingChart ratings={history.series.points.map((p) => p.rating)} />
        ))}
    </section>
  );
}
