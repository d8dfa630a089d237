import { useId, useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import {
  BROWSE_TEXT,
  browseEmptyState,
  browseRequests,
  BROWSE_REFRESH_MS,
  REQUEST_TABS,
  requestTabLabel,
  type RequestTab,
} from '@/domain/debate-requests';
import type { SessionUser } from '@/domain/auth-state';
import { FilterPanel, FilterTabs } from '@/components/filter-tabs';
import { useNow } from '@/hooks/use-now';
import { useSession } from '@/hooks/use-session';
import { DEBATES_TEXT } from './debates-texts';
import { RequestCard } from './request-card';
import { useDebateRequests, useRequestActions } from './use-debate-requests';
import './debates.css';

/**
 * Browse Debates (SPEC §2): search by topic, All / My Debates / Available tabs with counts,
 * a live list (Firestore listeners, so new and taken requests show without polling) whose
 * ages re-render every 10 seconds. Empty states: 'No debates found' with the search text,
 * or 'No debates available / Be the first to create a debate!', with the two ways out of an
 * empty lobby under it: its own request, or the home's Quick Match card.
 */
export function BrowseDebatesSection() {
  const { user } = useSession();
  return user ? (
    <BrowseDebates user={user} />
  ) : (
    <section className="debate-browse" aria-label={DEBATES_TEXT.browseHeading}>
      <p className="empty-state">{BROWSE_TEXT.signedOut}</p>
    </section>
  );
}

function BrowseDebates({ user }: { user: SessionUser }) {
  const live = useDebateRequests(user.uid);
  const actions = useRequestActions(user.uid);
  const now = useNow(BROWSE_REFRESH_MS);
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState<RequestTab>('all');
  const id = useId();
  const view = browseRequests(live.requests ?? [], { tab, search, currentUid: user.uid, now });
  const empty = browseEmptyState(search);

  return (
    <section className="debate-browse" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="section-title">
        {DEBATES_TEXT.browseHeading}
      </h2>
      <div className="debate-browse__tools" role="search">
        <label className="visually-hidden" htmlFor={`${id}-search`}>
          {DEBATES_TEXT.searchLabel}
        </label>
        <input
          id={`${id}-search`}
          className="input"
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={DEBATES_TEXT.searchPlaceholder}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <button
          type="button"
          className="button button--secondary debate-browse__refresh"
          aria-label={DEBATES_TEXT.refresh}
          onClick={live.refresh}
          aria-busy={live.refreshing}
          disabled={live.refreshing}
        >
          {live.refreshing ? (
            <span className="spinner" aria-hidden="true" />
          ) : (
            <RefreshCw aria-hidden="true" size={20} />
          )}
        </button>
      </div>
      <FilterTabs
        label={DEBATES_TEXT.filters}
        tabs={REQUEST_TABS}
        selected={tab}
        onSelect={setTab}
        tabLabel={(t) => requestTabLabel(t, view.counts[t])}
        idBase={id}
      />
      {live.error && (
        <p className="alert alert--error" role="alert">
          {live.error}
        </p>
      )}
      {actions.error && (
        <p className="alert alert--error" role="alert" data-testid="browse-error">
          {actions.error}
        </p>
      )}
      <FilterPanel idBase={id} selected={tab}>
        {live.requests === undefined ? (
          !live.error && (
            <p className="debate-browse__loading" aria-busy="true">
              <span className="spinner" aria-hidden="true" />
              {DEBATES_TEXT.loading}
              {!navigator.onLine && DEBATES_TEXT.loadingOffline}
            </p>
          )
        ) : view.visible.length === 0 ? (
          <div className="empty-state">
            <p className="empty-state__title">{empty.title}</p>
            <p>{empty.hint}</p>
            {empty.leadsOn && (
              <div className="debate-browse__empty-actions">
                <Link className="button" to="/home?section=create-debate">
                  {DEBATES_TEXT.emptyCreate}
                </Link>
                <Link className="button button--secondary" to="/home">
                  {DEBATES_TEXT.emptyQuickMatch}
                </Link>
              </div>
            )}
          </div>
        ) : (
          <ul className="debate-browse__list" aria-label={DEBATES_TEXT.requests}>
            {view.visible.map((request) => (
              <RequestCard
                key={request.id}
                request={request}
                uid={user.uid}
                now={now}
                actions={actions}
              />
            ))}
          </ul>
        )}
      </FilterPanel>
    </section>
  );
}
