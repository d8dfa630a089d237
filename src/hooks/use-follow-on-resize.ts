import { useEffect, useRef, type RefObject } from 'react';

/**
 * Keeps a scrolling log on its newest line when the log itself gets shorter or taller (the
 * on-screen keyboard opens, a chat's details unfold above it, 'The debate is over' appears):
 * the browser keeps scrollTop as the box shrinks, so the newest messages would slip under
 * its bottom edge while the reader was following them. `following` is the log's own "the
 * reader is at the bottom" flag; a reader who scrolled up is left where they are. The log may
 * appear after the first render (a screen that shows 'Loading…' first): it is watched from
 * the render that brings it.
 */
export function useFollowOnResize(
  log: RefObject<HTMLElement | null>,
  following: RefObject<boolean>,
): void {
  const watched = useRef<{ el: HTMLElement; observer: ResizeObserver } | null>(null);
  useEffect(() => {
    const el = log.current;
    if (watched.current?.el === el || typeof ResizeObserver === 'undefined') return;
    watched.current?.observer.disconnect();
    watched.current = null;
    if (!el) return;
    // The log's height comes from the observer: its first report (the size the log opened
    // at, after the browser's own layout) is the start. Read here, in the effect of the
    // render that brought the log, it would lay the whole new screen out inside this task.
    // (Its layout is read only in the observer's reports, which come after the browser's.)
    let height: number | null = null;
    const observer = new ResizeObserver((entries) => {
      const size = entries.at(-1)?.contentRect.height;
      if (size === undefined || size === height) return;
      const opening = height === null;
      height = size;
      if (!following.current) return;
      // The first report may come after the log already got shorter (a keyboard opened as
      // the screen opened, on a busy phone): a reader at the newest line is taken back to it.
      if (!opening || el.scrollHeight - el.scrollTop - el.clientHeight > 1) {
        el.scrollTop = el.scrollHeight;
      }
    });
    observer.observe(el);
    watched.current = { el, observer };
  });
  useEffect(
    () => () => {
      watched.current?.observer.disconnect();
      watched.current = null;
    },
    [],
  );
}
