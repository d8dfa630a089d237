import { useCallback } from 'react';

/**
 * Keeps the element it is the ref of on the part of the screen the user can see: its height
 * and top follow the visual viewport (CSS variables --visual-height and --visual-top), so with
 * the on-screen keyboard open its header (the debate clock) stays at the top and its composer
 * just above the keyboard. Android Chrome resizes the page itself (index.html asks for
 * interactive-widget=resizes-content); Safari only shrinks the visual viewport and scrolls the
 * page under it, which this follows. While the page is pinch-zoomed the element keeps the
 * full height (100dvh), so zooming still shows a part of it.
 *
 * A callback ref, not an effect on a ref object: a screen that first shows a placeholder (a
 * chat still being read from the device) attaches its element a render later, and an effect
 * that ran while the element was missing would never look again.
 */
export function useVisualViewport(): (element: HTMLElement | null) => (() => void) | undefined {
  return useCallback((el: HTMLElement | null) => {
    const viewport = typeof window === 'undefined' ? undefined : window.visualViewport;
    if (!viewport || !el) return undefined;
    const update = () => {
      if (Math.abs(viewport.scale - 1) > 0.01) {
        el.style.removeProperty('--visual-height');
        el.style.removeProperty('--visual-top');
        return;
      }
      el.style.setProperty('--visual-height', `${Math.round(viewport.height)}px`);
      el.style.setProperty('--visual-top', `${Math.round(viewport.offsetTop)}px`);
    };
    // Read in the first frame, where the browser lays the new screen out anyway: read here, in
    // React's commit, the viewport's height would lay the whole screen out inside it (10 ms of
    // an open chat's longest start task). Until then the element has its CSS height (100dvh).
    const frame = requestAnimationFrame(update);
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      cancelAnimationFrame(frame);
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
    };
  }, []);
}
