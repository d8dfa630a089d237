import type { LeaderboardRow } from '@/data/leaderboard';
import { winRate } from '@/domain/stats';
import { LEADERBOARD_TEXT } from './leaderboard-texts';

function Row({ row, viewerUid }: { row: LeaderboardRow; viewerUid: string }) {
  const mine = row.uid === viewerUid;
  return (
    <tr className={mine ? 'leaderboard__row leaderboard__row--mine' : 'leaderboard__row'}>
      <td className="leaderboard__rank">{row.rank}</td>
      <th scope="row" className="leaderboard__name" dir="auto">
        {row.name || LEADERBOARD_TEXT.unnamed}
        {mine && <span className="leaderboard__you"> {LEADERBOARD_TEXT.you}</span>}
      </th>
      <td className="leaderboard__number">{row.rating}</td>
      <td className="leaderboard__number">{row.wins}</td>
      <td className="leaderboard__number">{winRate(row)}%</td>
    </tr>
  );
}

/** The ranked table: rank, name, rating, wins and win rate; the viewer's row is marked. */
export function LeaderboardTable({
  rows,
  viewerUid,
  caption,
}: {
  rows: readonly LeaderboardRow[];
  viewerUid: string;
  caption: string;
}) {
  return (
    <table className="leaderboard__table">
      <caption className="leaderboard__caption">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{LEADERBOARD_TEXT.rank}</th>
          <th scope="col">{LEADERBOARD_TEXT.name}</th>
          <th scope="col" className="leaderboard__number">
            {LEADERBOARD_TEXT.rating}
          </th>
          <th scope="col" className="leaderboard__number">
            {LEADERBOARD_TEXT.wins}
          </th>
          <th scope="col" className="leaderboard__number">
            {LEADERBOARD_TEXT.winRate}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <Row key={row.uid} row={row} viewerUid={viewerUid} />
        ))}
      </tbody>
    </table>
  );
}
