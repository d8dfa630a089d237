/**
 * dexie-react-hooks' `useLiveQuery`, its answers rendered as transitions. They arrive from
 * IndexedDB callbacks, and a screen's worth of rows rendered at default priority is one long
 * task that holds back the phone's input; as a transition React renders it in slices and a
 * tap in between is answered at once. Everything else is the library's: the last answer is
 * kept while new deps are read (a wider message window does not flash empty), and a failed
 * query throws at render for the nearest error boundary.
 */
import { liveQuery, type Observable } from 'dexie';
import { useObservable } from 'dexie-react-hooks';
import { startTransition, type DependencyList } from 'react';

/** What useObservable subscribes to. */
interface Source<T> {
  subscribe(onNext: (value: T) => void, onError?: (error: unknown) => void): Unsubscribe;
}
interface Unsubscribe {
  unsubscribe(): void;
}

/** The same values and errors, each delivered inside startTransition. */
function inTransitions<T>(source: Observable<T>): Source<T> {
  return {
    subscribe: (onNext, onError) =>
      source.subscribe({
        next: (value) => startTransition(() => onNext(value)),
        error: (error: unknown) => startTransition(() => onError?.(error)),
      }),
  };
}

export function useLiveQuery<T>(query: () => Promise<T> | T, deps: DependencyList): T | undefined;
export function useLiveQuery<T, D>(
  query: () => Promise<T> | T,
  deps: DependencyList,
  defaultValue: D,
): T | D;
export function useLiveQuery<T, D>(
  query: () => Promise<T> | T,
  deps: DependencyList,
  defaultValue?: D,
): T | D | undefined {
  return useObservable(() => inTransitions(liveQuery(query)), [...deps], defaultValue);
}
