import { Eye, Lock, Timer } from 'lucide-react';
import { useId, useState } from 'react';
import { Avatar } from '@/components/avatar';
import { stancePreview } from '@/domain/debate-requests';
import { fallbackDisplayName } from '@/domain/fallback-name';
import type { DebateRequest } from '@/domain/model';
import { ratingMark } from '@/domain/provisional';
import { DEBATES_TEXT, timeLimitText } from './debates-texts';

/**
 * Who asks: their picture or initial, name and rating ('1200?' and 'provisional' before a
 * first rated debate), as the request carries them, so a card costs no profile read. A
 * request made before requests carried them names its owner from the phone it shows anyway.
 */
export function RequesterLine({ request }: { request: DebateRequest }) {
  const name = request.userName || fallbackDisplayName(request.userPhone);
  const rated = typeof request.userRating === 'number';
  const provisional = request.userProvisional === true;
  return (
    <div className="request-card__who">
      <Avatar displayName={name} size="small" />
      <p className="request-card__person">
        <span className="request-card__name" dir="auto">
          <span className="visually-hidden">{DEBATES_TEXT.requestedBy}</span>
          {name}
        </span>
        {rated && (
          <span className="request-card__rating" data-testid="requester-rating">
            <span className="visually-hidden">{DEBATES_TEXT.rating}</span>
            <span className="request-card__rating-number">
              {ratingMark(request.userRating ?? 0, provisional)}
            </span>
            {provisional && (
              <span className="request-card__provisional">{DEBATES_TEXT.provisional}</span>
            )}
          </span>
        )}
      </p>
    </div>
  );
}

/** A stance: its first 140 characters, the rest behind 'Show more'. */
export function StanceText({ stance, label }: { stance: string; label: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const preview = stancePreview(stance);
  return (
    <div className="request-card__stance-box">
      <p id={id} className="request-card__stance" dir="auto">
        <span className="visually-hidden">{label}</span>
        {open ? stance : preview.text}
      </p>
      {preview.truncated && (
        <button
          type="button"
          className="link-button request-card__more"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? DEBATES_TEXT.showLess : DEBATES_TEXT.showMore}
        </button>
      )}
    </div>
  );
}

/** The time limit and whether anyone may watch, each with its icon. */
export function LimitAndAudience({ request }: { request: DebateRequest }) {
  const Audience = request.isPublic ? Eye : Lock;
  return (
    <>
      <li className="request-card__fact">
        <Timer aria-hidden="true" size={14} />
        {timeLimitText(request.timeLimit)}
      </li>
      <li className="request-card__fact">
        <Audience aria-hidden="true" size={14} />
        {request.isPublic ? DEBATES_TEXT.publicBadge : DEBATES_TEXT.privateBadge}
      </li>
    </>
  );
}
