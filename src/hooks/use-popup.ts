import { useEffect, useEffectEvent, useRef, useState, type KeyboardEvent } from 'react';

/**
 * A popup opened from a button (a menu, a listbox): closed by a pointer down outside its root,
 * by Escape (the focus back on the button) and by Tab (the focus moves on). `focusOnOpen` puts
 * the focus inside the popup each time it opens.
 */
export function usePopup(focusOnOpen: () => void) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const focusInside = useEffectEvent(focusOnOpen);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    focusInside();
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  /** Closes the popup with the focus back on its button (after a choice, or Escape). */
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  /**
   * Runs the handler of the key pressed in the popup (`keys`, then Escape and Tab), keeping the
   * browser's own action only for Tab; false when the key has no handler.
   */
  const onKey = (event: KeyboardEvent, keys: Record<string, () => void>): boolean => {
    const handlers: Record<string, () => void> = {
      ...keys,
      Escape: close,
      Tab: () => setOpen(false),
    };
    const handler = handlers[event.key];
    if (!handler) return false;
    if (event.key !== 'Tab') event.preventDefault();
    handler();
    return true;
  };

  return { open, setOpen, root, button, close, onKey };
}
