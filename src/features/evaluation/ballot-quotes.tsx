import { CRITERIA } from '@/domain/judging/criteria';
import { quoteCount, type BallotEvidence } from '@/domain/judging/evidence';
import { EVIDENCE_TEXT, quotesTitleText } from './evaluation-texts';
import { QuoteLink, type QuoteTarget } from './quote-link';

/**
 * A ballot's quotes under each criterion, for both debaters: each opens the debate at its
 * message; a criterion without one says its score stands without evidence.
 */
export function BallotQuotes({
  evidence,
  names,
  target,
}: {
  evidence: BallotEvidence;
  names: readonly [string, string];
  target: QuoteTarget;
}) {
  const sides = [evidence.participant1, evidence.participant2] as const;
  return (
    <details className="eval-evidence" data-testid="ballot-quotes">
      <summary>{quotesTitleText(quoteCount(evidence))}</summary>
      <ul className="eval-evidence__list">
        {CRITERIA.map((c) => (
          <li key={c.key} className="eval-evidence__criterion" data-testid={`quotes-${c.key}`}>
            <p className="eval-evidence__label">{c.label}</p>
            {sides.map((side, i) => (
              <div key={i} className="eval-evidence__side">
                <span className="eval-evidence__name" dir="auto">
                  {names[i]}
                </span>
                {side[c.key].length ? (
                  side[c.key].map((quote) => (
                    <QuoteLink
                      key={`${quote.messageId}:${quote.text}`}
                      quote={quote}
                      target={target}
                    />
                  ))
                ) : (
                  <span className="eval-evidence__none">{EVIDENCE_TEXT.noEvidence}</span>
                )}
              </div>
            ))}
          </li>
        ))}
      </ul>
    </details>
  );
}
