import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BackHomePage } from '@/components/back-home-page';
import { watchDebateRequest } from '@/data/debate-requests';
import { CHALLENGE_TEXT, challengeExpired } from '@/domain/challenges';
import { ACCEPT_ERRORS, BROWSE_REFRESH_MS } from '@/domain/debate-requests';
import { errorText } from '@/domain/error-text';
import type { DebateRequest } from '@/domain/model';
import { useNow } from '@/hooks/use-now';
import { useOnline } from '@/hooks/use-online';
import { useSignedInUser } from '@/hooks/use-session';
import { DEBATES_TEXT, loadFailedText } from './debates-texts';
import { RequestCard } from './request-card';
import { useAnswerFromLink } from './use-answer-from-link';
import { useRequestActions } from './use-debate-requests';
import './debates.css';

type Loaded = { status: 'loading' } | { status: 'ready'; request: DebateRequest | null };

/**
 * /join/{requestId} (docs/decisions/0014-arena.md §4): the shared request with its 'Accept Debate'
 * button; the owner sees their own card; a request taken or gone says so. A challenge to the user
 * also offers Decline, and a push's Accept or Decline (?answer=accept|decline) answers it at once.
 */
export function JoinRequest({ requestId }: { requestId: string }) {
  const me = useSignedInUser();
  const actions = useRequestActions(me.uid);
  const now = useNow(BROWSE_REFRESH_MS);
  const online = useOnline();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [error, setError] = useState<string | null>(null);

  useEffect(
    () =>
      watchDebateRequest(
        requestId,
        (request) => setLoaded({ status: 'ready', request }),
        (e) => setError(loadFailedText(errorText(e))),
      ),
    [requestId],
  );

  const request = loaded.status === 'ready' ? loaded.request : null;
  const gone =
    loaded.status === 'ready' &&
    (!request || (request.status !== 'pending' && request.userId !== me.uid));
  const forMe = request?.challengedUid === me.uid;
  const lapsed = forMe && challengeExpired(request?.expiresAt, now);
  useAnswerFromLink(forMe && !gone && !lapsed ? request : null, actions);
  return (
    <BackHomePage
      title={DEBATES_TEXT.joinHeading}
      documentTitle={`${DEBATES_TEXT.joinHeading} · Debate Arena`}
    >
      {/* The card's topic is an h3, as in Browse. */}
      <h2 className="visually-hidden">{DEBATES_TEXT.requests}</h2>
      {error && (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      )}
      {actions.error && (
        <p className="alert alert--error" role="alert">
          {actions.error}
        </p>
      )}
      {loaded.status === 'loading' &&
        !error &&
        (online ? (
          <p aria-busy="true">{DEBATES_TEXT.joinLoading}</p>
        ) : (
          <p className="empty-state" role="status">
            {DEBATES_TEXT.joinOffline}
          </p>
        ))}
      {gone && (
        <p className="empty-state">
          {actions.declined.has(requestId)
            ? DEBATES_TEXT.youDeclined
            : request
              ? ACCEPT_ERRORS.unavailable
              : ACCEPT_ERRORS.notFound}
        </p>
      )}
      {lapsed && <p className="empty-state">{CHALLENGE_TEXT.expired}</p>}
      {request && !gone && !lapsed && (
        <ul className="debate-browse__list" aria-label={DEBATES_TEXT.requests}>
          <RequestCard request={request} uid={me.uid} now={now} actions={actions} />
        </ul>
      )}
      <p className="debate-join__more">
        <Link to="/home?section=browse-debates">{DEBATES_TEXT.joinBrowse}</Link>
      </p>
    </BackHomePage>
  );
}
