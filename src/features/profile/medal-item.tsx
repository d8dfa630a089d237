import { useId, useState } from 'react';
import { ChevronRight, Medal as MedalIcon } from 'lucide-react';
import type { Medal } from '@/domain/model';
import { formatDate, isoDate } from './profile-dates-logic';
import { PROFILE_TEXT } from './profile-texts';

/** One medal: topic, stance, opponent, date, and the judges' analysis behind a disclosure. */
export function MedalItem({ medal }: { medal: Medal }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li className="medal">
      <span className="medal__icon" aria-hidden="true">
        <MedalIcon size="1em" />
      </span>
      <div className="medal__body">
        <h3 className="medal__topic" dir="auto">
          {medal.topic || PROFILE_TEXT.unknown}
        </h3>
        <dl className="medal__facts">
          <div>
            <dt>{PROFILE_TEXT.yourStance}</dt>
            <dd dir="auto">{medal.stance || PROFILE_TEXT.unknown}</dd>
          </div>
          <div>
            <dt>{PROFILE_TEXT.opponent}</dt>
            <dd>
              {medal.opponentPhone || PROFILE_TEXT.unknown}
              {medal.opponentName && (
                <span className="medal__opponent" dir="auto">
                  {' '}
                  ({medal.opponentName})
                </span>
              )}
            </dd>
          </div>
          <div>
            <dt>{PROFILE_TEXT.wonOn}</dt>
            <dd>
              {medal.wonAt > 0 ? (
                <time dateTime={isoDate(medal.wonAt)}>{formatDate(medal.wonAt)}</time>
              ) : (
                PROFILE_TEXT.unknown
              )}
            </dd>
          </div>
        </dl>
        <button
          type="button"
          className="medal__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <ChevronRight className="medal__chevron" aria-hidden="true" size={18} />
          {PROFILE_TEXT.aiAnalysis}
        </button>
        <div id={panelId} className="medal__analysis" hidden={!open}>
          {medal.aiAnalysis || PROFILE_TEXT.noAnalysis}
        </div>
      </div>
    </li>
  );
}
