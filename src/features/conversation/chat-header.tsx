import { ArrowLeft } from 'lucide-react';
import { useRef, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { DetailsToggle } from '@/components/details-toggle';
import { CONVERSATION_TEXT } from './conversation-texts';

interface Props {
  /** The heading's text (the other person's name, or 'Debate: ' and the topic). */
  title: ReactNode;
  /** Shown before the title (the other person's avatar). */
  leading?: ReactNode;
  /** The line under the title (a debate's side). */
  subtitle?: ReactNode;
  /** What ends the header before the menu (a debate's clock). */
  end?: ReactNode;
  /** The ⋮ menu. */
  options: ReactNode;
  detailsId: string;
  /** A hint read after the title: what opening the details shows. */
  detailsHint: string;
  detailsOpen: boolean;
  onToggleDetails(): void;
}

/** The header's ← to /home, in the chat's header and in its placeholder. */
export function BackHomeLink() {
  return (
    <Link
      to="/home"
      className="chat-screen__icon-button"
      aria-label={CONVERSATION_TEXT.backHomeLabel}
    >
      <ArrowLeft aria-hidden="true" />
    </Link>
  );
}

/**
 * The chat's one-row header: back, the title (which opens the details: the other person's
 * card, a debate's topic and positions), an optional line under it, what ends it (a debate's
 * clock, always in view) and the ⋮ menu. The title is a button inside the heading (the
 * accordion pattern); a tap anywhere on the title's area works too.
 */
export function ChatHeader(props: Props) {
  const { title, leading, subtitle, end, options, detailsId, detailsHint } = props;
  const { detailsOpen, onToggleDetails } = props;
  const toggle = useRef<HTMLButtonElement>(null);
  const hintId = `${detailsId}-hint`;
  const onArea = (event: MouseEvent<HTMLDivElement>) => {
    if (!toggle.current?.contains(event.target as Node)) onToggleDetails();
  };
  return (
    <header className="chat-screen__header">
      <BackHomeLink />
      <div className="chat-screen__heading" onClick={onArea}>
        {leading}
        <div className="chat-screen__titles">
          <h1 className="chat-screen__title" dir="auto">
            <DetailsToggle
              ref={toggle}
              className="chat-screen__toggle"
              open={detailsOpen}
              controls={detailsId}
              describedBy={hintId}
              onToggle={onToggleDetails}
            >
              {title}
            </DetailsToggle>
          </h1>
          {subtitle}
        </div>
      </div>
      <span id={hintId} className="visually-hidden">
        {detailsHint}
      </span>
      {end}
      {options}
    </header>
  );
}
