import { BackHomePage } from '@/components/back-home-page';
import { useSignedInUser } from '@/hooks/use-session';
import { LeaderboardBody } from './leaderboard-body';
import { LEADERBOARD_TEXT } from './leaderboard-texts';
import { useLeaderboard } from './use-leaderboard';
import './leaderboard.css';

/**
 * /leaderboard (docs/decisions/0014-arena.md §2): the top 50 by rating, live, and the viewer's own
 * rank.
 */
export function LeaderboardScreen() {
  const { uid } = useSignedInUser();
  const state = useLeaderboard(uid);
  return (
    <BackHomePage title={LEADERBOARD_TEXT.title} documentTitle={LEADERBOARD_TEXT.documentTitle}>
      <LeaderboardBody state={state} viewerUid={uid} />
    </BackHomePage>
  );
}
