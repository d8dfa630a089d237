import { Swords } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/avatar';
import { chatBadge } from '@/domain/badges';
import {
  chatPath,
  chatPreview,
  chatTitle,
  otherParticipantId,
  type ProfileLookup,
} from '@/domain/chat-list';
import { formatChatListDate } from '@/domain/relative-age';
import { UnreadBadge } from '@/components/unread-badge';
import { useNow } from '@/hooks/use-now';
import type { LocalChat } from '@/offline/db';
import { useCachedProfile, type ProfileState } from '@/offline/profiles';

function lookupOf(state: ProfileState): ProfileLookup {
  if (state.state === 'found') {
    return {
      state: 'found',
      displayName: state.profile.displayName,
      fallbackName: state.profile.fallbackName,
    };
  }
  return state;
}

export function ChatRow({
  chat,
  myUid,
  unread = 0,
}: {
  chat: LocalChat;
  myUid: string;
  /**
   * Unread messages (docs/decisions/0013-chat.md §2): a count on the row and a bold title while
   * above 0.
   */
  unread?: number;
}) {
  const otherId = otherParticipantId(chat, myUid);
  // A debate's title is its topic: its row reads no profile (participantDetails name the person).
  const other = useCachedProfile(myUid, chat.isDebate ? null : otherId);
  const details = otherId ? chat.participantDetails[otherId] : undefined;
  const profile = other.state === 'found' ? other.profile : null;
  const title = chatTitle(chat, myUid, chat.isDebate ? { state: 'loading' } : lookupOf(other));
  const badge = chat.isDebate ? chatBadge(chat) : null;
  const now = useNow(60_000);
  const date = formatChatListDate(chat.lastMessageTime ?? chat.createdAt ?? null, now);
  return (
    <li>
      <Link to={chatPath(chat)} className={`chat-row${unread > 0 ? ' chat-row--unread' : ''}`}>
        <span className="chat-row__avatar" aria-hidden="true">
          <Avatar
            displayName={profile?.displayName ?? details?.displayName}
            fallbackName={profile?.fallbackName}
            phoneNumber={details?.phoneNumber}
            uid={chat.isDebate ? null : otherId}
            pictureAt={profile?.avatarAt ?? null}
          />
          {chat.isDebate && (
            <span className="chat-row__debate-mark">
              <Swords size={14} strokeWidth={2.5} />
            </span>
          )}
        </span>
        <span className="chat-row__body">
          <span className="chat-row__top">
            <span className="chat-row__title" dir="auto">
              {title}
            </span>
            {date && <span className="chat-row__date">{date}</span>}
          </span>
          <span className="chat-row__bottom">
            <span className="chat-row__preview" dir="auto">
              {chatPreview(chat)}
            </span>
            {badge && <span className={`badge badge--${badge.toLowerCase()}`}>{badge}</span>}
            <UnreadBadge count={unread} />
          </span>
        </span>
      </Link>
    </li>
  );
}
