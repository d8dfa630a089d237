import { Swords } from 'lucide-react';
import { useState } from 'react';
import { ShareButton } from '@/components/share-button';
import { challengeExpired } from '@/domain/challenges';
import { acceptorSide } from '@/domain/debate-sides';
import { requestBadge } from '@/domain/debate-requests';
import type { DebateRequest } from '@/domain/model';
import { relativeAge } from '@/domain/relative-age';
import {
  acceptedByText,
  challengeToText,
  DEBATES_TEXT,
  expiresInText,
  ownRequestLabel,
} from './debates-texts';
import { SideChip } from './debate-side-line';
import { LimitAndAudience, RequesterLine, StanceText } from './request-card-parts';
import type { RequestActions } from './use-debate-requests';

interface OwnProps {
  request: DebateRequest;
  now: number;
  onEnter(): void;
  onCancel(): void;
}

/**
 * One of the user's own requests: stance, time limit, age and the status badge; when
 * matched, who accepted it and 'Enter Debate'; while pending, Cancel after a confirmation.
 */
function OwnRequestCard({ request, now, onEnter, onCancel }: OwnProps) {
  const [confirming, setConfirming] = useState(false);
  const matched = request.status === 'matched';
  const lapsed = !matched && challengeExpired(request.expiresAt, now);
  return (
    <li className="request-card request-card--own" aria-label={ownRequestLabel(request.topic)}>
      <div className="request-card__head">
        <h3 className="request-card__topic" dir="auto">
          {request.topic}
        </h3>
        <span className={`badge ${matched ? 'badge--live' : 'badge--waiting'}`}>
          {lapsed ? DEBATES_TEXT.expired : requestBadge(request.status)}
        </span>
      </div>
      {request.challengedUid && (
        <p className="request-card__addressed">
          <Swords aria-hidden="true" size={14} />
          {challengeToText(request.challengedName || DEBATES_TEXT.challenge)}
        </p>
      )}
      <StanceText stance={request.stance} label={DEBATES_TEXT.yourStance} />
      <ul className="request-card__meta">
        <LimitAndAudience request={request} />
        <li>{relativeAge(request.timestamp, now)}</li>
      </ul>
      {matched && request.chatId ? (
        <div className="request-card__actions">
          <span className="request-card__accepted">{acceptedByText(request.acceptedByPhone)}</span>
          <button type="button" className="button button--small" onClick={onEnter}>
            {DEBATES_TEXT.enter}
          </button>
        </div>
      ) : !matched && confirming ? (
        <div
          className="request-card__confirm"
          role="group"
          aria-label={DEBATES_TEXT.cancelQuestion}
        >
          <span className="request-card__question">{DEBATES_TEXT.cancelQuestion}</span>
          <button
            type="button"
            className="button button--small button--secondary"
            onClick={() => setConfirming(false)}
            autoFocus
          >
            {DEBATES_TEXT.keep}
          </button>
          <button type="button" className="button button--small button--danger" onClick={onCancel}>
            {DEBATES_TEXT.confirmCancel}
          </button>
        </div>
      ) : !matched ? (
        <div className="request-card__actions">
          {/* A challenge is for one person: there is nothing to share. */}
          {!request.challengedUid && (
            <ShareButton path={`/join/${request.id}`} title={request.topic} />
          )}
          <button
            type="button"
            className="button button--small button--secondary"
            onClick={() => setConfirming(true)}
          >
            {DEBATES_TEXT.cancel}
          </button>
        </div>
      ) : null}
    </li>
  );
}

interface OpenProps {
  request: DebateRequest;
  now: number;
  accepting: boolean;
  /** Declining this one (a challenge to the user). */
  declining?: boolean;
  disabled: boolean;
  onAccept(): void;
  /** Decline: offered on a challenge to the user. */
  onDecline?(): void;
}

/**
 * Someone else's pending request: who asks (name and rating), the topic, their stance, the
 * time limit and whether it is public, the requester's phone (SPEC), age, 'Accept Debate'.
 * A challenge to the user says so, with when it lapses, and offers Decline beside Accept.
 */
function OpenRequestCard({
  request,
  now,
  accepting,
  declining = false,
  disabled,
  onAccept,
  onDecline,
}: OpenProps) {
  const challenge = !!request.challengedUid;
  return (
    <li
      className={`request-card${challenge ? ' request-card--challenge' : ''}`}
      aria-label={request.topic}
    >
      {challenge && (
        <p className="request-card__addressed">
          <Swords aria-hidden="true" size={14} />
          {request.rematchOf ? DEBATES_TEXT.rematchForYou : DEBATES_TEXT.challengeForYou}
          {typeof request.expiresAt === 'number' && (
            <span className="request-card__expiry">{expiresInText(request.expiresAt - now)}</span>
          )}
        </p>
      )}
      <RequesterLine request={request} />
      <h3 className="request-card__topic" dir="auto">
        {request.topic}
      </h3>
      <StanceText stance={request.stance} label={DEBATES_TEXT.theirStance} />
      <p className="request-card__side" data-testid="accept-side">
        {DEBATES_TEXT.acceptToArgue} <SideChip side={acceptorSide(request.stance)} />
      </p>
      <ul className="request-card__meta">
        <LimitAndAudience request={request} />
        <li>
          <span className="visually-hidden">{DEBATES_TEXT.requesterPhone}</span>
          {request.userPhone}
        </li>
        <li>{relativeAge(request.timestamp, now)}</li>
      </ul>
      <div className="request-card__actions">
        {!challenge && <ShareButton path={`/join/${request.id}`} title={request.topic} />}
        {challenge && onDecline && (
          <button
            type="button"
            className="button button--small button--secondary"
            onClick={onDecline}
            disabled={disabled}
            aria-busy={declining}
          >
            {declining ? DEBATES_TEXT.declining : DEBATES_TEXT.decline}
          </button>
        )}
        <button
          type="button"
          className="button button--small"
          onClick={onAccept}
          disabled={disabled}
          aria-busy={accepting}
        >
          {accepting && <span className="spinner" aria-hidden="true" />}
          {accepting ? DEBATES_TEXT.accepting : DEBATES_TEXT.accept}
        </button>
      </div>
    </li>
  );
}

/**
 * A request as Browse and /join show it: the user's own card, or someone else's to answer,
 * wired to the request actions.
 */
export function RequestCard({
  request,
  uid,
  now,
  actions,
}: {
  request: DebateRequest;
  uid: string;
  now: number;
  actions: RequestActions;
}) {
  return request.userId === uid ? (
    <OwnRequestCard
      request={request}
      now={now}
      onEnter={() => actions.enter(request)}
      onCancel={() => actions.cancel(request)}
    />
  ) : (
    <OpenRequestCard
      request={request}
      now={now}
      accepting={actions.pendingId === request.id}
      declining={actions.decliningId === request.id}
      disabled={actions.busy}
      onAccept={() => void actions.accept(request)}
      onDecline={() => void actions.decline(request)}
    />
  );
}
