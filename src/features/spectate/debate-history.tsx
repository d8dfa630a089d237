import { useId } from 'react';
import { Link } from 'react-router';
import { formatChatListDate } from '@/domain/relative-age';
import { useNow } from '@/hooks/use-now';
import { useSignedInUser } from '@/hooks/use-session';
import type { LocalResult } from '@/offline/db';
import { useDebateHistory } from '@/offline/results';
import { SPECTATE_TEXT, verdictText, versusText } from './spectate-texts';
import './spectate.css';

function opponentsText(result: LocalResult, uid: string): string {
  const [a, b] = result.participants;
  if (result.own) {
    const other = result.participants.find((p) => p.uid !== uid);
    return `vs ${other?.name ?? ''}`;
  }
  return versusText(a?.name ?? '', b?.name ?? '');
}

/**
 * 'Debate history' on /profile (docs/decisions/0014-arena.md §4): every result seen on this device,
 * their own debates' and watched public ones (opponent, topic, verdict, date); each opens offline.
 */
export function DebateHistory() {
  const me = useSignedInUser();
  const history = useDebateHistory(me.uid);
  const now = useNow(60_000);
  const id = useId();
  return (
    <section className="debate-history" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="section-title">
        {SPECTATE_TEXT.historyHeading}
      </h2>
      {history?.length === 0 && <p className="empty-state">{SPECTATE_TEXT.historyEmpty}</p>}
      {history && history.length > 0 && (
        <ul className="debate-history__list">
          {history.map((result) => (
            <li key={result.chatId} className="debate-history__item">
              <Link to={`/results/${result.chatId}`}>
                <strong dir="auto">{result.topic}</strong>
                {result.practice && (
                  <span className="debate-history__tag">{SPECTATE_TEXT.practice}</span>
                )}
                <span className="debate-history__meta" dir="auto">
                  {opponentsText(result, me.uid)} · {verdictText(result.winner)} ·{' '}
                  <time dateTime={new Date(result.decidedAt).toISOString()}>
                    {formatChatListDate(result.decidedAt, now)}
                  </time>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
