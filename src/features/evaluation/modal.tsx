import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface Props {
  title: ReactNode;
  children: ReactNode;
  /** Escape and the close control call it; without it the dialog cannot be dismissed. */
  onClose?: () => void;
  className?: string;
  /** Described by this element's id (e.g. the outcome's sentence). */
  describedBy?: string;
  /**
   * Where focus goes when the dialog closes (asked then: the element may have appeared
   * meanwhile); by default where it was when the dialog opened.
   */
  returnFocusTo?: () => HTMLElement | null;
}

/**
 * A full-screen modal dialog: focus moves in (to the element marked data-autofocus, else
 * the dialog), Tab stays inside, Escape closes when it may, and focus returns to where it
 * was when the dialog goes. The page behind is inert and cannot scroll.
 */
export function Modal({ title, children, onClose, className, describedBy, returnFocusTo }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = ref.current;
    const backdrop = dialog?.parentElement;
    // The page behind is inert and hidden from assistive technology while the dialog is up.
    const behind = [...document.body.children].filter(
      (el) => el !== backdrop && !el.hasAttribute('inert'),
    );
    behind.forEach((el) => {
      el.setAttribute('inert', '');
      el.setAttribute('aria-hidden', 'true');
    });
    (dialog?.querySelector<HTMLElement>('[data-autofocus]') ?? dialog)?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      behind.forEach((el) => {
        el.removeAttribute('inert');
        el.removeAttribute('aria-hidden');
      });
      const target = returnFocusTo?.() ?? previous;
      if (target?.isConnected) target.focus();
    };
  }, [returnFocusTo]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && onClose) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const focusable = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (
      event.shiftKey &&
      (document.activeElement === first || document.activeElement === ref.current)
    ) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="eval-modal">
      <div
        ref={ref}
        className={`eval-modal__dialog${className ? ` ${className}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="eval-modal__header">
          <h2 id={titleId} className="eval-modal__title">
            {title}
          </h2>
          {onClose && (
            <button
              type="button"
              className="eval-modal__close"
              aria-label="Close"
              onClick={onClose}
            >
              ×
            </button>
          )}
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
