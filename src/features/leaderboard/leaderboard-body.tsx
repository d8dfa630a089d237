import { LeaderboardTable } from './leaderboard-table';
import { LEADERBOARD_TEXT, leaderboardErrorText, yourRankText } from './leaderboard-texts';
import type { LeaderboardState } from './use-leaderboard';

/** The leaderboard's states: loading, failed (with the saved copy if any), empty, the table. */
export function LeaderboardBody({
  state,
  viewerUid,
}: {
  state: LeaderboardState;
  viewerUid: string;
}) {
  if (state.status === 'loading') {
    return (
      <p className="leaderboard__note" role="status">
        {LEADERBOARD_TEXT.loading}
      </p>
    );
  }
  return (
    <>
      {state.status === 'error' && (
        <div className="alert alert--error leaderboard__error" role="alert">
          <p>{leaderboardErrorText(state.reason ?? '')}</p>
          {state.top.length > 0 && <p>{LEADERBOARD_TEXT.savedCopy}</p>}
          <button type="button" className="button button--small" onClick={state.retry}>
            {LEADERBOARD_TEXT.tryAgain}
          </button>
        </div>
      )}
      {state.top.length === 0 && state.status === 'ready' && (
        <p className="leaderboard__note">{LEADERBOARD_TEXT.empty}</p>
      )}
      {state.top.length > 0 && (
        <LeaderboardTable
          rows={state.top}
          viewerUid={viewerUid}
          caption={LEADERBOARD_TEXT.caption}
        />
      )}
      {state.own && (
        <section className="leaderboard__own" aria-label={LEADERBOARD_TEXT.yourRank}>
          {state.own.rank > 0 ? (
            <p className="leaderboard__own-rank">{yourRankText(state.own.rank)}</p>
          ) : (
            <p className="leaderboard__own-rank leaderboard__own-note">
              {LEADERBOARD_TEXT.notRankedYet}
            </p>
          )}
          <LeaderboardTable
            rows={[state.own]}
            viewerUid={viewerUid}
            caption={LEADERBOARD_TEXT.yourRank}
          />
        </section>
      )}
    </>
  );
}
