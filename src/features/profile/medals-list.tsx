import { useId } from 'react';
import type { Medal } from '@/domain/model';
import { recentMedals } from '@/domain/stats';
import { MedalItem } from './medal-item';
import { medalsWord, PROFILE_TEXT } from './profile-texts';

interface Props {
  /** The medals read so far, with the opponents' phones (the owner's history). */
  medals: readonly Medal[];
  /** Every medal won; the list may hold only the newest of them. */
  total?: number;
  loading?: boolean;
  /** Why the history could not be read. */
  error?: string;
  hasMore?: boolean;
  loadingMore?: boolean;
  onShowMore?: () => void;
}

/**
 * React keys from medal ids. Ids come from stored data, so a repeated id gets a counter
 * rather than the list index: a new medal on top must not move another's open analysis.
 */
function withKeys(medals: readonly Medal[]): { key: string; medal: Medal }[] {
  const seen = new Map<string, number>();
  return medals.map((medal) => {
    const count = seen.get(medal.id) ?? 0;
    seen.set(medal.id, count + 1);
    return { key: count === 0 ? medal.id : `${medal.id}#${count}`, medal };
  });
}

/** The medals the user has won, newest first, a page at a time. */
export function MedalsList({
  medals,
  total = medals.length,
  loading = false,
  error,
  hasMore = false,
  loadingMore = false,
  onShowMore,
}: Props) {
  const headingId = useId();
  const newestFirst = recentMedals(medals, medals.length);
  return (
    <section className="card profile-section" aria-labelledby={headingId} aria-busy={loading}>
      <div className="profile-section__head">
        <h2 id={headingId} className="profile-section__title">
          {PROFILE_TEXT.medals}
        </h2>
        <span className="profile-count">
          {total}
          <span className="visually-hidden"> {medalsWord(total)}</span>
        </span>
      </div>
      {error !== undefined && (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      )}
      {loading ? (
        <p className="profile-status" role="status">
          <span className="spinner" aria-hidden="true" />
          {PROFILE_TEXT.loadingMedals}
        </p>
      ) : newestFirst.length === 0 ? (
        error === undefined && <p className="profile-empty">{PROFILE_TEXT.noMedals}</p>
      ) : (
        <ul className="medals">
          {withKeys(newestFirst).map(({ key, medal }) => (
            <MedalItem key={key} medal={medal} />
          ))}
        </ul>
      )}
      {(hasMore || loadingMore) && onShowMore && (
        <button
          type="button"
          className="button button--secondary button--small profile-more"
          onClick={onShowMore}
          disabled={loadingMore}
          aria-busy={loadingMore}
        >
          {loadingMore && <span className="spinner" aria-hidden="true" />}
          {PROFILE_TEXT.showMoreMedals}
        </button>
      )}
    </section>
  );
}
