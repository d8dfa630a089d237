import { Link } from 'react-router';
import type { LeaderboardRow } from '@/data/leaderboard';
import { shownRating } from '@/domain/rating';
import { winRate } from '@/domain/stats';
import { LEADERBOARD_TEXT } from './leaderboard-texts';

/** A rank as a cell shows it: '1,234', or a dash read out as 'Not ranked' (provisional). */
export function RankValue({ rank }: { rank: number }) {
  if (rank > 0) return <>{rank.toLocaleString('en-US')}</>;
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{LEADERBOARD_TEXT.notRanked}</span>
    </>
  );
}

/** The row's page: its whole name and numbers (the cell cuts a long name). */
function leaderboardPersonPath(uid: string): string {
  return `/leaderboard/${encodeURIComponent(uid)}`;
}

function Row({ row, viewerUid }: { row: LeaderboardRow; viewerUid: string }) {
  const mine = row.uid === viewerUid;
  return (
    <tr className={mine ? 'leaderboard__row leaderboard__row--mine' : 'leaderboard__row'}>
      <td className="leaderboard__rank">
        <RankValue rank={row.rank} />
      </td>
      <th scope="row" className="leaderboard__name">
        <span className="leaderboard__name-line">
          <Link to={leaderboardPersonPath(row.uid)} className="leaderboard__name-link" dir="auto">
            {row.name || LEADERBOARD_TEXT.unnamed}
          </Link>
          {mine && <span className="leaderboard__you"> {LEADERBOARD_TEXT.you}</span>}
        </span>
      </th>
      <td className="leaderboard__number">{shownRating(row)}</td>
      <td className="leaderboard__number">{row.wins.toLocaleString('en-US')}</td>
      <td className="leaderboard__number">{`${winRate(row)}%`}</td>
    </tr>
  );
}

/**
 * The ranked table: rank, name, rating, wins and win rate; the viewer's row is marked. At
 * 360 px no number or word breaks inside itself: numbers keep to one line and a long name is
 * cut with an ellipsis, whole on the row's page (leaderboard.css).
 */
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
          <th scope="col" className="leaderboard__rank">
            {LEADERBOARD_TEXT.rank}
          </th>
          <th scope="col" className="leaderboard__name">
            {LEADERBOARD_TEXT.name}
          </th>
          <th scope="col" className="leaderboard__number">
            {LEADERBOARD_TEXT.rating}
          </th>
          <th scope="col" className="leaderboard__number">
            {LEADERBOARD_TEXT.wins}
          </th>
          <th scope="col" className="leaderboard__number leaderboard__number--words">
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
