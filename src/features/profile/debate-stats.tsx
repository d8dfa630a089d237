import { useId } from 'react';
import type { DebateStats } from '@/domain/model';
import { winRate } from '@/domain/stats';
import { PROFILE_TEXT } from './profile-texts';

/** Total, wins, losses, draws and the win rate as a rounded percent (SPEC §2, §9). */
export function DebateStatsPanel({ stats }: { stats: DebateStats }) {
  const headingId = useId();
  const tiles = [
    { label: PROFILE_TEXT.totalDebates, value: String(stats.totalDebates) },
    { label: PROFILE_TEXT.wins, value: String(stats.wins) },
    { label: PROFILE_TEXT.losses, value: String(stats.losses) },
    { label: PROFILE_TEXT.draws, value: String(stats.draws) },
    { label: PROFILE_TEXT.winRate, value: `${winRate(stats)}%` },
  ];
  return (
    <section className="card profile-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="profile-section__title">
        {PROFILE_TEXT.statistics}
      </h2>
      <dl className="profile-stats">
        {tiles.map((tile) => (
          <div key={tile.label} className="profile-stats__tile">
            <dt>{tile.label}</dt>
            <dd>{tile.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
