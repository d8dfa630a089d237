import { useParams } from 'react-router';
import { LeaderboardPersonScreen, LeaderboardScreen } from '@/features/leaderboard';
import { AppBottomNav } from '@/app/app-bottom-nav';
import { SignedInRoute } from '@/app/signed-in';

export function LeaderboardRoute() {
  return (
    <SignedInRoute>
      <LeaderboardScreen />
      <AppBottomNav current="leaderboard" />
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
