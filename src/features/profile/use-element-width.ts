import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The element's content width in CSS pixels, following resizes (ResizeObserver), so an SVG
 * can be drawn at its real size with text that is never scaled. Measured before the first
 * paint (a layout effect), so the drawing does not jump; `fallback` where nothing can measure.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const take = (measured: number) => {
      const whole = Math.floor(measured);
      if (whole > 0) setWidth(whole);
    };
    take(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => take(entries[0]?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
