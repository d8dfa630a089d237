import { LeaderboardScreen } from '@/features/leaderboard/leaderboard-screen';
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
