import { Avatar } from '@/components/avatar';
import type { FoundUser } from '@/data/search';
import { personName } from '@/domain/fallback-name';
import { ratingText } from '@/domain/rating';
import { PEOPLE_TEXT } from './people-texts';
import type { PersonActions } from './person-actions';
import { ChatButton } from './chat-button';
import { PersonMenu } from './person-menu';

interface Props {
  user: FoundUser;
  isContact: boolean;
  adding: boolean;
  chatPending: boolean;
  chatDisabled: boolean;
  onChat(): void;
  onAdd(): void;
  personActions?: PersonActions;
  /** The row's ⋯ (Block and Report), in its top corner. */
  personMenu?: PersonActions;
}

/** One search result: avatar, name, bio, and the Chat and Add actions. */
export function UserResult({
  user,
  isContact,
  adding,
  chatPending,
  chatDisabled,
  onChat,
  onAdd,
  personActions,
  personMenu,
}: Props) {
  const name = personName(user);
  return (
    <li className="person-row" aria-label={name}>
      <Avatar
        displayName={user.displayName}
        fallbackName={user.fallbackName}
        uid={user.uid}
        pictureAt={user.avatarAt ?? null}
      />
      <div className="person-row__body">
        <span className="person-row__name" dir="auto">
          {name}
        </span>
        <span className="person-row__detail">{ratingText(user)}</span>
        {user.bio && (
          <span className="person-row__detail person-row__detail--clamp" dir="auto">
            {user.bio}
          </span>
        )}
      </div>
      <PersonMenu menu={personMenu} person={{ uid: user.uid, name }} />
      <div className="person-row__actions">
        <ChatButton pending={chatPending} disabled={chatDisabled} onChat={onChat} />
        {isContact ? (
          <button type="button" className="button button--small" disabled>
            {PEOPLE_TEXT.added}
          </button>
        ) : (
          <button
            type="button"
            className="button button--small"
            onClick={onAdd}
            disabled={adding}
            aria-busy={adding}
          >
            {adding && <span className="spinner person-row__spinner" aria-hidden="true" />}
            {PEOPLE_TEXT.add}
          </button>
        )}
        {personActions?.({ uid: user.uid, name })}
      </div>
    </li>
  );
}
