import { useId, type FormEvent } from 'react';
import { useSignedInUser } from '@/hooks/use-session';
import { useStartChat } from '@/hooks/use-start-chat';
import { useContactAdding } from './use-contact-adding';
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
          Searching…
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
          <p className="empty-state__title">No users found</p>
          <p>Check the spelling, or search a full phone number with its country code.</p>
        </div>
      ) : (
        <p className="people__count">{state.users.length} found</p>
      );
  }
}

/** The Find Users home section (SPEC §2): search by name, bio or phone; chat or add. */
export function FindUsersSection() {
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
        Find Users
      </h2>
      <form role="search" className="people__search" onSubmit={submit}>
        <label className="visually-hidden" htmlFor={`${headingId}-input`}>
          Search users
        </label>
        <input
          id={`${headingId}-input`}
          className="input"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder="Name, bio or phone number"
          aria-describedby={hintId}
          value={search.text}
          onChange={(e) => search.setText(e.target.value)}
        />
        <p id={hintId} className="field__hint">
          Search a phone number in full, with its country code (for example +1…).
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
          aria-label="Search results"
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
            />
          ))}
        </ul>
      )}
    </section>
  );
}
