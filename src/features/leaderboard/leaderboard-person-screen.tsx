import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BackHomePage } from '@/components/back-home-page';
import type { LeaderboardRow } from '@/data/leaderboard';
import { shownRating } from '@/domain/rating';
import { winRate } from '@/domain/stats';
import { useSignedInUser } from '@/hooks/use-session';
import { useStoredLeaderboard } from '@/offline/leaderboard';
import { RankValue } from './leaderboard-table';
import { LEADERBOARD_TEXT, personDocumentTitle, rankText } from './leaderboard-texts';
import './leaderboard.css';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li className="leaderboard-person__fact">
      <span className="leaderboard-person__label">{label}</span>
      <span className="leaderboard-person__value">{children}</span>
    </li>
  );
}

function Facts({ row }: { row: LeaderboardRow }) {
  return (
    <ul className="leaderboard-person__facts" aria-label={LEADERBOARD_TEXT.facts}>
      <Fact label={LEADERBOARD_TEXT.rank}>
        {row.rank > 0 ? rankText(row.rank) : <RankValue rank={0} />}
      </Fact>
      <Fact label={LEADERBOARD_TEXT.rating}>{shownRating(row)}</Fact>
      <Fact label={LEADERBOARD_TEXT.wins}>{row.wins.toLocaleString('en-US')}</Fact>
      <Fact label={LEADERBOARD_TEXT.debates}>{row.totalDebates.toLocaleString('en-US')}</Fact>
      <Fact label={LEADERBOARD_TEXT.winRate}>{`${winRate(row)}%`}</Fact>
    </ul>
  );
}

/**
 * /leaderboard/{uid}, a row's page: the whole name the table cuts, and the row's numbers,
 * from the leaderboard as the device last saw it (so it opens offline, for no read).
 */
export function LeaderboardPersonScreen({ uid }: { uid: string }) {
  const viewer = useSignedInUser().uid;
  const stored = useStoredLeaderboard(viewer);
  const row =
    stored && [...stored.top, ...(stored.own ? [stored.own] : [])].find((r) => r.uid === uid);
  const name = row ? row.name || LEADERBOARD_TEXT.unnamed : LEADERBOARD_TEXT.personMissingTitle;
  return (
    <BackHomePage
      title={stored === undefined ? LEADERBOARD_TEXT.title : name}
      documentTitle={row ? personDocumentTitle(name) : LEADERBOARD_TEXT.documentTitle}
    >
      <Link to="/leaderboard" className="leaderboard-person__back">
        <ArrowLeft className="back-link__icon" aria-hidden="true" />
        {LEADERBOARD_TEXT.backToLeaderboard}
      </Link>
      {stored === undefined && (
        <p className="leaderboard__note" role="status">
          {LEADERBOARD_TEXT.loading}
        </p>
      )}
      {stored && !row && <p className="leaderboard__note">{LEADERBOARD_TEXT.personMissing}</p>}
      {row && <Facts row={row} />}
    </BackHomePage>
  );
}
