import { useId } from 'react';
import type { Medal } from '@/domain/model';
import { recentMedals } from '@/domain/stats';
import { MedalItem } from './medal-item';
import { PROFILE_TEXT } from './profile-texts';

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

/** Every medal the user has won, newest first. */
export function MedalsList({ medals }: { medals: readonly Medal[] }) {
  const headingId = useId();
  const newestFirst = recentMedals(medals, medals.length);
  return (
    <section className="card profile-section" aria-labelledby={headingId}>
      <div className="profile-section__head">
        <h2 id={headingId} className="profile-section__title">
          Medals
        </h2>
        <span className="profile-count">
          {medals.length}
          <span className="visually-hidden"> {medals.length === 1 ? 'medal' : 'medals'}</span>
        </span>
      </div>
      {newestFirst.length === 0 ? (
        <p className="profile-empty">{PROFILE_TEXT.noMedals}</p>
      ) : (
        <ul className="medals">
          {withKeys(newestFirst).map(({ key, medal }) => (
            <MedalItem key={key} medal={medal} />
          ))}
        </ul>
      )}
    </section>
  );
}
