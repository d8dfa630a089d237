import { RatingMove } from '@/components/rating-move';
import type { DebateResultView } from '@/domain/documents/debate-result';
import { aiDebaterVendorText } from '@/domain/practice';
import {
  DEMO_JUDGE_NOTICE,
  EVALUATION_TEXT,
  EVIDENCE_TEXT,
  practiceResultText,
  tipForText,
} from './evaluation-texts';
import { JudgePanel } from './judge-panel';
import { QuoteLink, type QuoteTarget } from './quote-link';
import { ResultSection } from './result-section';
import './evaluation.css';

function Stance({ name, stance, you }: { name: string; stance: string; you: boolean }) {
  return (
    <div className="eval-stance">
      <p className="eval-stance__name" dir="auto">
        {name}
        {you ? EVALUATION_TEXT.you : ''}
      </p>
      <p className="eval-stance__text" dir="auto">
        {stance}
      </p>
    </div>
  );
}

interface ResultBodyOptions {
  /** The /results page folds its long sections; the dialog shows them all. */
  collapsible?: boolean;
  /** Called as a quote is followed into the debate (the dialog closes itself). */
  onQuoteOpen?: () => void;
}

/** The two moments that turned the debate, each a quote that opens the debate there. */
function TurningPoints({
  result,
  target,
  nameOf,
}: {
  result: DebateResultView;
  target: QuoteTarget;
  nameOf: (uid: string) => string;
}) {
  return (
    <ol className="eval-turning" data-testid="turning-points">
      {(result.turningPoints ?? []).map((point) => (
        <li key={point.quote.messageId} className="eval-turning__item">
          <QuoteLink quote={point.quote} target={target} />
          <span className="eval-turning__who" dir="auto">
            {' '}
            — {nameOf(point.quote.speakerId)}
          </span>
          <p className="eval-turning__why">{point.why}</p>
        </li>
      ))}
    </ol>
  );
}

/**
 * The result itself (the dialog's body and, composed in src/app, the /results page's): the
 * winner, stances, turning points, reasons, one tip each, the judge panel with its quoted
 * ballots, and the complete analysis.
 */
export function ResultBody({
  result,
  uid,
  collapsible = false,
  onQuoteOpen,
}: { result: DebateResultView; uid: string } & ResultBodyOptions) {
  const draw = result.winnerId === null;
  const demo = result.judgeBreakdown.some((e) => e.demo);
  const debater = result.participant1Id === uid || result.participant2Id === uid;
  const target: QuoteTarget = {
    chatId: result.chatId || result.id,
    base: debater ? '/debate' : '/watch',
    ...(onQuoteOpen ? { onOpen: onQuoteOpen } : {}),
  };
  const names = [
    result.participant1Name || EVALUATION_TEXT.participant1,
    result.participant2Name || EVALUATION_TEXT.participant2,
  ] as const;
  const nameOf = (id: string) =>
    id === result.participant1Id ? names[0] : id === result.participant2Id ? names[1] : '';
  const tips = result.tips;
  const fold = { collapsible };
  return (
    <div className="eval-results">
      {result.practice && (
        <p className="alert alert--info eval-results__practice">
          {practiceResultText(result.aiDebater ? aiDebaterVendorText(result.aiDebater) : null)}
        </p>
      )}
      {demo && <p className="alert alert--info eval-results__demo">{DEMO_JUDGE_NOTICE}</p>}
      <section className="eval-results__winner" aria-label={EVALUATION_TEXT.winnerSection}>
        <p className="eval-results__label">
          {draw ? EVALUATION_TEXT.resultLabel : EVALUATION_TEXT.winnerLabel}
        </p>
        <p className="eval-results__name" data-testid="results-winner">
          {draw ? EVALUATION_TEXT.drawResult : result.winner}
          {result.winnerId === uid ? EVALUATION_TEXT.you : ''}
        </p>
        <p className="eval-results__topic" dir="auto">
          {result.topic}
        </p>
        {/* A debater's own rating move ('+16 → 1216', or why it is unrated); spectators see none. */}
        {debater && <RatingMove uid={uid} chatId={result.chatId} />}
      </section>
      <ResultSection title={EVALUATION_TEXT.stances} {...fold}>
        <Stance
          name={names[0]}
          stance={result.participant1Stance}
          you={result.participant1Id === uid}
        />
        <Stance
          name={names[1]}
          stance={result.participant2Stance}
          you={result.participant2Id === uid}
        />
      </ResultSection>
      {result.turningPoints?.length ? (
        <ResultSection title={EVIDENCE_TEXT.turningPoints} {...fold}>
          <TurningPoints result={result} target={target} nameOf={nameOf} />
        </ResultSection>
      ) : null}
      <ResultSection
        title={draw ? EVALUATION_TEXT.wentWell : EVALUATION_TEXT.winnerDidWell}
        {...fold}
      >
        <p>{result.winnerReason}</p>
      </ResultSection>
      <ResultSection title={EVALUATION_TEXT.improve} {...fold}>
        <p>{result.loserReason}</p>
      </ResultSection>
      {tips && (tips.participant1 || tips.participant2) ? (
        <ResultSection title={EVIDENCE_TEXT.tips} {...fold}>
          <dl className="eval-tips" data-testid="tips">
            {([tips.participant1, tips.participant2] as const).map((tip, i) =>
              tip ? (
                <div key={i}>
                  <dt dir="auto">{tipForText(names[i] ?? '')}</dt>
                  <dd>{tip}</dd>
                </div>
              ) : null,
            )}
          </dl>
        </ResultSection>
      ) : null}
      <JudgePanel result={result} target={target} collapsible={collapsible} />
      <ResultSection title={EVALUATION_TEXT.analysis} {...fold} open={!collapsible}>
        <p className="eval-results__analysis">{result.analysis}</p>
      </ResultSection>
    </div>
  );
}
