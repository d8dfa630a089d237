import { useParams } from 'react-router';
import { LeaderboardPersonScreen } from '@/features/leaderboard/leaderboard-person-screen';
import { LeaderboardScreen } from '@/features/leaderboard/leaderboard-screen';
import { SignedInRoute } from '@/app/signed-in';

export function LeaderboardRoute() {
  return (
    <SignedInRoute>
      <LeaderboardScreen />
    </SignedInRoute>
  );
}

/** /leaderboard/{uid}: a row's page (its whole name and numbers). */
export function LeaderboardPersonRoute() {
  const { uid = '' } = useParams();
  return (
    <SignedInRoute>
      <LeaderboardPersonScreen uid={uid} />
    </SignedInRoute>
  );
}
