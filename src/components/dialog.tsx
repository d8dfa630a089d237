import { X } from 'lucide-react';
import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import './dialog.css';

const CLOSE_LABEL = 'Close';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  /** The dialog's name: its heading, read out when it opens. */
  title: ReactNode;
  /** A sentence under the title, read with the name (aria-describedby). */
  description?: ReactNode;
  children?: ReactNode;
  /**
   * Escape, the × control and the browser's own close requests (Android's back) call it;
   * the owner then stops rendering the dialog. Without it the dialog cannot be dismissed.
   */
  onClose?: () => void;
  /** What takes focus on open; by default the dialog itself, so reading starts at the title. */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * Where focus goes on close (asked then: the element may have appeared meanwhile); by
   * default where it was on open. Focus the user has put somewhere else stays there.
   */
  returnFocusTo?: () => HTMLElement | null;
  /**
   * true (default): modal, over a backdrop; the page behind is inert and does not scroll,
   * Tab stays inside. false: a panel in place (a dropdown) beside a page that stays usable.
   */
  modal?: boolean;
  /**
   * A modal sheet for a short list of actions: on a phone it rises from the bottom of the
   * screen, within the thumb's reach, and a tap on the page above it (the backdrop) closes it,
   * as Escape does. From 40rem up it is a centred card like any modal.
   */
  sheet?: boolean;
  /** Controls in the header before the × (e.g. 'Mark all read'). */
  actions?: ReactNode;
  className?: string;
  id?: string;
  style?: CSSProperties;
}

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function keepTabInside(event: KeyboardEvent<HTMLElement>, dialog: HTMLElement): void {
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
  } else if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * An accessible dialog on the native `<dialog>`: `showModal()` gives the inert page
 * behind and the backdrop, `show()` a non-modal panel. It is open while rendered: render
 * it to open it, stop rendering it (from `onClose`) to close it. Focus moves in on open
 * (`initialFocus`, else the dialog) and returns on close (`returnFocusTo`, else where it
 * was). It renders its title as a heading with a × control when it can be closed.
 *
 * @example
 * {reporting && (
 *   <Dialog title="Report user" description="Tell us what happened." onClose={close}
 *     initialFocus={reasonField}>
 *     <ReportForm … />
 *   </Dialog>
 * )}
 */
export function Dialog({
  title,
  description,
  children,
  onClose,
  initialFocus,
  returnFocusTo,
  modal = true,
  sheet = false,
  actions,
  className,
  id,
  style,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  const requestClose = useEffectEvent(() => onClose?.());
  const dismissible = useEffectEvent(() => onClose !== undefined);
  const focusOnOpen = useEffectEvent(() => initialFocus?.current ?? null);
  const focusOnClose = useEffectEvent(() => returnFocusTo?.() ?? null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const open = () => (modal ? dialog.showModal() : dialog.show());
    open();
    (focusOnOpen() ?? dialog).focus();
    // The browser's other close requests go through the owner, like Escape.
    const onCancel = (event: Event) => {
      if (!event.cancelable) return;
      event.preventDefault();
      requestClose();
    };
    // A close the page could not refuse (a repeated close request): stay in step with it.
    // The `close` event comes in a later task than the close itself, so one can arrive
    // while the dialog is open again: React's development double mount closes it in the
    // first cleanup and reopens it in the second run, and that stale event must not close
    // the reopened dialog. Only a dialog that is closed now has been closed.
    const onNativeClose = () => {
      if (dialog.open) return;
      if (dismissible()) requestClose();
      else open();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    const overflow = document.body.style.overflow;
    if (modal) document.body.style.overflow = 'hidden';
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) dialog.close();
      if (modal) document.body.style.overflow = overflow;
      const active = document.activeElement;
      const lost = !active || active === document.body || dialog.contains(active);
      const target = focusOnClose() ?? previous;
      if (lost && target?.isConnected) target.focus();
    };
  }, [modal]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Handled here, modal or not; preventDefault keeps the browser from closing it too.
      event.preventDefault();
      if (onClose) {
        event.stopPropagation();
        onClose();
      }
    } else if (event.key === 'Tab' && modal && ref.current) {
      keepTabInside(event, ref.current);
    }
  };

  // A modal's backdrop belongs to the <dialog>: a tap on it targets the element itself, as a
  // tap on its own padding does, so the point must lie outside its box. Both the press and the
  // click must be there: a text selection dragged out of the sheet ends in a click on it too.
  const asSheet = modal && sheet;
  const pressedOnBackdrop = useRef(false);
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return false;
    const box = event.currentTarget.getBoundingClientRect();
    return (
      event.clientX < box.left ||
      event.clientX > box.right ||
      event.clientY < box.top ||
      event.clientY > box.bottom
    );
  };
  const sheetEvents = asSheet &&
    onClose && {
      onPointerDown: (event: MouseEvent<HTMLDialogElement>) => {
        pressedOnBackdrop.current = onBackdrop(event);
      },
      onClick: (event: MouseEvent<HTMLDialogElement>) => {
        if (pressedOnBackdrop.current && onBackdrop(event)) onClose();
        pressedOnBackdrop.current = false;
      },
    };

  const dialog = (
    <dialog
      ref={ref}
      id={id}
      style={style}
      className={[
        'dialog',
        modal ? 'dialog--modal' : 'dialog--panel',
        asSheet && 'dialog--sheet',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      aria-modal={modal ? 'true' : undefined}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      {...sheetEvents}
    >
      <div className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {actions}
        {onClose && (
          <button
            type="button"
            className="dialog__close"
            aria-label={CLOSE_LABEL}
            onClick={onClose}
          >
            <X aria-hidden="true" />
          </button>
        )}
      </div>
      {description && (
        <p id={descriptionId} className="dialog__description">
          {description}
        </p>
      )}
      {children}
    </dialog>
  );
  // Modal dialogs hang off <body>, so they inherit nothing from where they are opened.
  return modal ? createPortal(dialog, document.body) : dialog;
}
