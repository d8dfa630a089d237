import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  joinQuickMatch,
  leaveQuickMatch,
  watchQuickMatchPairing,
  type QuickMatchAnswer,
} from '@/data/quick-match';
import { errorText } from '@/domain/error-text';
import { matchSectionPath, type MatchChoice } from '@/domain/match-choice';
import { POOL_REFRESH_MS } from '@/domain/matchmaking';
import { useOnline } from '@/hooks/use-online';
import { useSignedInUser } from '@/hooks/use-session';
import { quickMatchFailedText } from './quick-match-texts';

export interface Waiting {
  /** The server's time the place was taken (epoch ms). */
  joinedAt: number;
  /** The server's clock minus this device's, measured at the last answer. */
  offset: number;
  deviation: number | null;
  practiceOfferMs: number;
}

type QuickMatchPhase =
  | { kind: 'joining' }
  | ({ kind: 'waiting' } & Waiting)
  | { kind: 'matched'; chatId: string }
  | { kind: 'leaving' }
  | { kind: 'error'; message: string };

/**
 * The Quick Match search (docs/decisions/0025-never-alone.md §1): takes the place, refreshes it
 * every POOL_REFRESH_MS while the screen is visible and online (each refresh also looks for a
 * partner whose window now meets ours), and opens the debate as soon as the place is paired: from a
 * call's answer or, sooner, from the place itself (watchQuickMatchPairing). Leaving the screen does
 * not give the place up (it is held two minutes: the push says when a partner is found); Cancel
 * does.
 */
export function useQuickMatch(choice: MatchChoice) {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const online = useOnline();
  const [phase, setPhase] = useState<QuickMatchPhase>({ kind: 'joining' });
  const [attempt, setAttempt] = useState(0);
  const joinedAt = useRef<number | null>(null);
  // This search's ticket (isQuickMatchTicket): a new one as each new search makes its first
  // call (a refresh only follows that call, so it never sends the empty start value).
  const ticket = useRef('');
  const leaving = useRef(false);
  const { timeLimit, category } = choice;

  const apply = useCallback((answer: QuickMatchAnswer, sentAt: number) => {
    if (leaving.current) return;
    if (answer.status === 'matched') {
      setPhase({ kind: 'matched', chatId: answer.chatId });
      return;
    }
    joinedAt.current = answer.joinedAt;
    // The answer left the server about halfway through the call.
    const offset = answer.now - (sentAt + Date.now()) / 2;
    // A pairing seen meanwhile (from the place itself) stands: a late answer never undoes it.
    startTransition(() =>
      setPhase((previous) =>
        previous.kind === 'matched' || previous.kind === 'leaving'
          ? previous
          : {
              kind: 'waiting',
              joinedAt: answer.joinedAt,
              offset,
              deviation: answer.deviation,
              practiceOfferMs: answer.practiceOfferMs,
            },
      ),
    );
  }, []);

  // Calls of this screen still waiting for their answer.
  const inFlight = useRef(0);
  const join = useCallback(
    (refresh: boolean) => {
      // A refresh waits for the answer before it: on a slow connection (or a busy server)
      // refreshes would otherwise pile up, each holding a server worker the others wait for.
      if (refresh && inFlight.current > 0) return Promise.resolve();
      if (!refresh) {
        ticket.current = crypto.randomUUID();
        joinedAt.current = null;
      }
      inFlight.current += 1;
      const sentAt = Date.now();
      return joinQuickMatch({ timeLimit, category, ticket: ticket.current }, refresh)
        .then(
          (answer) => apply(answer, sentAt),
          (error: unknown) => {
            // A refresh that fails leaves the place as it was: the next one tries again.
            if (!refresh && !leaving.current) {
              setPhase({ kind: 'error', message: quickMatchFailedText(errorText(error)) });
            }
          },
        )
        .finally(() => {
          inFlight.current -= 1;
        });
    },
    [apply, timeLimit, category],
  );

  // Take the place (again after 'Try again', or when the connection comes back).
  useEffect(() => {
    if (!online) return;
    leaving.current = false;
    void join(false);
  }, [join, online, attempt]);

  const waiting = phase.kind === 'waiting';
  // Keep the place and look again, while the screen is on view.
  useEffect(() => {
    if (!waiting || !online) return;
    const refresh = () => {
      if (document.visibilityState === 'visible') void join(true);
    };
    const timer = setInterval(refresh, POOL_REFRESH_MS);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [waiting, online, join]);

  // Paired by someone else's call, or by this screen's own call before its answer is back
  // (the answer waits for both 'Opponent found' pushes): the place says so at once. A
  // pairing is this search's when it names this search's ticket; one written before tickets
  // (no ticket) when it came after the place's own time.
  const searching = waiting || phase.kind === 'joining';
  useEffect(() => {
    if (!searching) return;
    return watchQuickMatchPairing(
      user.uid,
      (pairing) => {
        if (!pairing || leaving.current) return;
        const since = joinedAt.current;
        const ours =
          pairing.ticket !== null
            ? pairing.ticket === ticket.current
            : since !== null && pairing.matchedAt >= since;
        if (ours) setPhase({ kind: 'matched', chatId: pairing.chatId });
      },
      () => undefined, // the refreshes still find the pairing
    );
  }, [searching, user.uid]);

  const matchedChat = phase.kind === 'matched' ? phase.chatId : null;
  useEffect(() => {
    if (matchedChat) void navigate(`/debate/${matchedChat}`, { replace: true });
  }, [matchedChat, navigate]);

  /** Gives the place up and goes to `to`, unless it was paired meanwhile (then the debate). */
  const leaveFor = useCallback(
    async (to: string) => {
      leaving.current = true;
      setPhase({ kind: 'leaving' });
      try {
        const left = await leaveQuickMatch();
        if (!left.left) {
          setPhase({ kind: 'matched', chatId: left.chatId });
          return;
        }
        void navigate(to, { replace: true });
      } catch (error) {
        leaving.current = false;
        setPhase({ kind: 'error', message: quickMatchFailedText(errorText(error)) });
      }
    },
    [navigate],
  );

  return {
    phase,
    online,
    cancel: useCallback(() => void leaveFor('/home'), [leaveFor]),
    practice: useCallback(
      () => void leaveFor(matchSectionPath('practice', { timeLimit, category })),
      [leaveFor, timeLimit, category],
    ),
    retry: useCallback(() => {
      setPhase({ kind: 'joining' });
      setAttempt((n) => n + 1);
    }, []),
  };
}
