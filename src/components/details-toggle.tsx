import { ChevronDown } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import './details-toggle.css';

interface Props {
  /** Whether the details are shown (the chevron then points up). */
  open: boolean;
  /** The id of the details it shows and hides. */
  controls: string;
  onToggle(): void;
  /** The id of a hint read after the text (what opening the details shows). */
  describedBy?: string;
  /** The screen's own class: the button's height and padding. */
  className?: string;
  ref?: Ref<HTMLButtonElement>;
  children: ReactNode;
}

/**
 * A heading's text as the button that shows or hides the details under it (the accordion
 * pattern): cut with an ellipsis on one line, then a chevron that turns when they open.
 * Put it inside the heading element.
 */
export function DetailsToggle({
  open,
  controls,
  onToggle,
  describedBy,
  className = '',
  ref,
  children,
}: Props) {
  return (
    <button
      ref={ref}
      type="button"
      className={`details-toggle ${className}`.trim()}
      aria-expanded={open}
      aria-controls={controls}
      aria-describedby={describedBy}
      onClick={onToggle}
    >
      <span className="details-toggle__text">{children}</span>
      <ChevronDown className="details-toggle__chevron" aria-hidden="true" />
    </button>
  );
}
