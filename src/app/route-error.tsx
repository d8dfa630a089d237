import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { errorText } from '@/domain/error-text';

interface State {
  error: Error | null;
  path: string;
}

class Boundary extends Component<{ children: ReactNode; path: string }, State> {
  override state: State = { error: null, path: this.props.path };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: { path: string }, state: State): Partial<State> | null {
    // Navigating elsewhere gives the next screen a fresh start.
    return props.path !== state.path ? { error: null, path: props.path } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A screen failed', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <main className="page page--narrow" role="alert">
        <h1>Something went wrong</h1>
        <p>{errorText(error)}</p>
        <p>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Reload
          </button>{' '}
          <a href="/">Go to the start page</a>
        </p>
      </main>
    );
  }
}

/**
 * The last line of defence: an error in a screen, or a chunk of an old version that no
 * longer exists after an update. Never a blank page: say what happened and offer a reload.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary path={pathname}>{children}</Boundary>;
}
