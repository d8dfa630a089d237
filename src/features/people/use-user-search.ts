import { useCallback, useEffect, useRef, useState } from 'react';
import { searchUsers, type FoundUser } from '@/data/search';
import { errorText } from '@/domain/error-text';
import { classifyQuery } from '@/domain/search';
import { searchFailedText } from './people-texts';

/** SPEC §9: the automatic search runs after a 500 ms pause in typing. */
const SEARCH_PAUSE_MS = 500;

export type SearchState =
  | { status: 'idle' }
  | { status: 'invalid'; message: string }
  | { status: 'searching'; previous: FoundUser[] }
  | { status: 'done'; users: FoundUser[] }
  | { status: 'failed'; message: string };

interface UserSearch {
  text: string;
  state: SearchState;
  /** Typing: the search runs once the user pauses. */
  setText(text: string): void;
  /** Enter: the search runs at once. */
  submit(): void;
}

function resultsOf(state: SearchState): FoundUser[] {
  if (state.status === 'done') return state.users;
  if (state.status === 'searching') return state.previous;
  return [];
}

/**
 * The Find Users search box. Nothing is said before the user types or presses Enter; an
 * answer that arrives after a newer search started is dropped.
 */
export function useUserSearch(): UserSearch {
  const [text, setTextState] = useState('');
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const generation = useRef(0);

  const cancelTimer = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };

  useEffect(() => () => cancelTimer(), []);

  const run = useCallback((raw: string) => {
    cancelTimer();
    const current = ++generation.current;
    const query = classifyQuery(raw);
    if (query.kind === 'error') {
      setState({ status: 'invalid', message: query.error });
      return;
    }
    setState((previous) => ({ status: 'searching', previous: resultsOf(previous) }));
    searchUsers(raw).then(
      ({ users }) => {
        if (current === generation.current) setState({ status: 'done', users });
      },
      (error: unknown) => {
        if (current === generation.current) {
          setState({ status: 'failed', message: searchFailedText(errorText(error)) });
        }
      },
    );
  }, []);

  const setText = useCallback(
    (next: string) => {
      setTextState(next);
      cancelTimer();
      if (next.trim() === '') {
        // Clearing the box is not a search: forget the results and say nothing.
        generation.current += 1;
        setState({ status: 'idle' });
        return;
      }
      timer.current = setTimeout(() => run(next), SEARCH_PAUSE_MS);
    },
    [run],
  );

  const submit = useCallback(() => run(text), [run, text]);

  return { text, state, setText, submit };
}
