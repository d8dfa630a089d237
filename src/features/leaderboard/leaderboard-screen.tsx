import { useEffect } from 'react';
import { Link } from 'react-router';
import { useSignedInUser } from '@/hooks/use-session';
import { LeaderboardBody } from './leaderboard-body';
import { LEADERBOARD_TEXT } from './leaderboard-texts';
import { useLeaderboard } from './use-leaderboard';
import './leaderboard.css';

/** /leaderboard (issue 14 §2): the top 50 by rating, live, and the viewer's own rank. */
export function LeaderboardScreen() {
  const { uid } = useSignedInUser();
  const state = useLeaderboard(uid);

  useEffect(() => {
    const previous = document.title;
    document.title = LEADERBOARD_TEXT.documentTitle;
    return () => {
      document.title = previous;
    };
  }, []);

  return (
    <div className="leaderboard">
      <header className="leaderboard__bar">
        <Link to="/home" className="leaderboard__back">
          <span aria-hidden="true">←</span> {LEADERBOARD_TEXT.backHome}
        </Link>
      </header>
      <main className="page page--narrow leaderboard__main">
        <h1 className="leaderboard__title">{LEADERBOARD_TEXT.title}</h1>
        <LeaderboardBody state={state} viewerUid={uid} />
      </main>
    </div>
  );
}
