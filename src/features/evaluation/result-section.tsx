import { ChevronRight } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';

/**
 * One section of the results. In the dialog it is always open; on the long /results page it
 * folds (a heading whose button shows or hides it, the disclosure pattern), so the page opens
 * at a screen or two instead of thousands of pixels.
 */
export function ResultSection({
  title,
  collapsible = false,
  open: initiallyOpen = true,
  children,
}: {
  title: string;
  collapsible?: boolean;
  /** Open at first (collapsible sections only). */
  open?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const [open, setOpen] = useState(initiallyOpen);
  if (!collapsible) {
    return (
      <section className="eval-results__section" aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`}>{title}</h3>
        {children}
      </section>
    );
  }
  return (
    <section className="eval-results__section eval-fold" aria-labelledby={`${id}-title`}>
      <h3 className="eval-fold__heading">
        <button
          id={`${id}-title`}
          type="button"
          className="eval-fold__toggle"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen((value) => !value)}
        >
          <ChevronRight className="eval-fold__chevron" aria-hidden="true" size={18} />
          {title}
        </button>
      </h3>
      <div id={`${id}-body`} className="eval-fold__body" hidden={!open}>
        {children}
      </div>
    </section>
  );
}
