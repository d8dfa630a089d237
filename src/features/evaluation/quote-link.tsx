import { Link } from 'react-router';
import type { Quote } from '@/domain/judging/evidence';
import { EVIDENCE_TEXT } from './evaluation-texts';

/** Where a quote opens: the debate room for its debaters, the spectator view for others. */
export interface QuoteTarget {
  chatId: string;
  /** '/debate' or '/watch'. */
  base: string;
  /** Called as the link is followed (a dialog over the debate closes itself). */
  onOpen?: () => void;
}

/** A debate room's address that opens at one message and highlights it. */
function messagePath(target: QuoteTarget, messageId: string): string {
  return `${target.base}/${target.chatId}?m=${encodeURIComponent(messageId)}`;
}

/** A verified quote: tapping it opens the debate at its message (offline too, from the device). */
export function QuoteLink({ quote, target }: { quote: Quote; target: QuoteTarget }) {
  return (
    <Link
      className="eval-quote"
      to={messagePath(target, quote.messageId)}
      onClick={target.onOpen}
      data-testid="quote"
    >
      <q dir="auto">{quote.text}</q>
      <span className="visually-hidden">{EVIDENCE_TEXT.openInDebate}</span>
    </Link>
  );
}
