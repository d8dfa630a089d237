import { useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react';

const MARGIN = 8;
const GAP = 6;
const MAX_WIDTH = 384;

/**
 * Where the open panel goes: under the bell, right edges aligned where the screen allows,
 * otherwise shifted to stay fully on screen (a 360 px phone gets almost its whole width).
 * Measured rather than fixed-positioned, so a header with a transform or backdrop filter
 * cannot misplace it. Without a layout (tests) the stylesheet's fallback applies.
 */
export function usePanelPlacement(
  open: boolean,
  anchor: RefObject<HTMLElement | null>,
): CSSProperties | undefined {
  const [style, setStyle] = useState<CSSProperties>();
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const rect = anchor.current?.getBoundingClientRect();
      const viewportWidth = document.documentElement.clientWidth;
      if (!rect || viewportWidth <= 0 || rect.width <= 0) return;
      const width = Math.min(MAX_WIDTH, viewportWidth - 2 * MARGIN);
      const panelRight = Math.min(viewportWidth - MARGIN, Math.max(rect.right, MARGIN + width));
      const maxHeight = Math.max(240, window.innerHeight - rect.bottom - GAP - MARGIN);
      setStyle({ width, right: rect.right - panelRight, maxHeight });
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [open, anchor]);
  return open ? style : undefined;
}
