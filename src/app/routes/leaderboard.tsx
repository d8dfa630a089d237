import { LeaderboardScreen } from '@/features/leaderboard/leaderboard-screen';
import { SignedInRoute } from '@/app/signed-in';

export function LeaderboardRoute() {
  return (
    <SignedInRoute>
      <LeaderboardScreen />
    </SignedInRoute>
  );
}
