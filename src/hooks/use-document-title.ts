import { useEffect } from 'react';

/** Names the browser tab (and the history entry) after the page; restores the old name on leave. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
