import { useId } from 'react';
import type { DebateStats } from '@/domain/model';
import { winRate } from '@/domain/stats';

/** Total, wins, losses, draws and the win rate as a rounded percent (SPEC §2, §9). */
export function DebateStatsPanel({ stats }: { stats: DebateStats }) {
  const headingId = useId();
  const tiles = [
    { label: 'Total debates', value: String(stats.totalDebates) },
    { label: 'Wins', value: String(stats.wins) },
    { label: 'Losses', value: String(stats.losses) },
    { label: 'Draws', value: String(stats.draws) },
    { label: 'Win rate', value: `${winRate(stats)}%` },
  ];
  return (
    <section className="card profile-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="profile-section__title">
        Debate statistics
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
