import { useId, type FormEvent } from 'react';
import { useSignedInUser } from '@/hooks/use-session';
import { useStartChat } from '@/hooks/use-start-chat';
import { useContactAdding } from './use-contact-adding';
import { foundCountText, PEOPLE_TEXT } from './people-texts';
import type { PersonActions } from './person-actions';
import { useUserSearch, type SearchState } from './use-user-search';
import { UserResult } from './user-result';
import './people.css';

function SearchStatus({ state }: { state: SearchState }) {
  switch (state.status) {
    case 'idle':
      return null;
    case 'invalid':
      return <p className="people__note">{state.message}</p>;
    case 'searching':
      return (
        <p className="people__note people__note--busy">
          <span className="spinner" aria-hidden="true" />
          {PEOPLE_TEXT.searching}
        </p>
      );
    case 'failed':
      return (
        <p className="alert alert--error" role="alert">
          {state.message}
        </p>
      );
    case 'done':
      return state.users.length === 0 ? (
        <div className="empty-state">
          <p className="empty-state__title">{PEOPLE_TEXT.noneFound}</p>
          <p>{PEOPLE_TEXT.noneFoundHint}</p>
        </div>
      ) : (
        <p className="people__count">{foundCountText(state.users.length)}</p>
      );
  }
}

/** The Find Users home section (SPEC §2): search by name, bio or phone; chat or add. */
export function FindUsersSection({
  personActions,
  personMenu,
}: {
  personActions?: PersonActions;
  personMenu?: PersonActions;
}) {
  const me = useSignedInUser();
  const search = useUserSearch();
  const contacts = useContactAdding(me.uid);
  const chat = useStartChat();
  const headingId = useId();
  const hintId = useId();
  const { state } = search;
  const users =
    state.status === 'done' ? state.users : state.status === 'searching' ? state.previous : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search.submit();
  };

  return (
    <section className="people" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">
        {PEOPLE_TEXT.findHeading}
      </h2>
      <form role="search" className="people__search" onSubmit={submit}>
        <label className="visually-hidden" htmlFor={`${headingId}-input`}>
          {PEOPLE_TEXT.searchLabel}
        </label>
        <input
          id={`${headingId}-input`}
          className="input"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder={PEOPLE_TEXT.searchPlaceholder}
          aria-describedby={hintId}
          value={search.text}
          onChange={(e) => search.setText(e.target.value)}
        />
        <p id={hintId} className="field__hint">
          {PEOPLE_TEXT.searchHint}
        </p>
      </form>
      <div aria-live="polite">
        <SearchStatus state={state} />
      </div>
      {contacts.error && (
        <p className="alert alert--error" role="alert">
          {contacts.error}
        </p>
      )}
      {chat.error && (
        <p className="alert alert--error" role="alert">
          {chat.error}
        </p>
      )}
      {users.length > 0 && (
        <ul
          className={`people__list${state.status === 'searching' ? ' people__list--stale' : ''}`}
          aria-label={PEOPLE_TEXT.results}
          aria-busy={state.status === 'searching'}
        >
          {users.map((user) => (
            <UserResult
              key={user.uid}
              user={user}
              isContact={contacts.isContact(user.uid)}
              adding={contacts.isAdding(user.uid)}
              chatPending={chat.pendingUid === user.uid}
              chatDisabled={chat.busy}
              onChat={() => void chat.startChat(user)}
              onAdd={() => void contacts.add(user.uid)}
              personActions={personActions}
              personMenu={personMenu}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
