/** /leaderboard and one person's place on it. */
export { LeaderboardPersonScreen } from './leaderboard-person-screen';
export { LeaderboardScreen } from './leaderboard-screen';
