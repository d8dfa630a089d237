import { useEffect, useState } from 'react';
import {
  CHAT_LIST_EMPTY,
  CHAT_TABS,
  chatListState,
  chatTabCounts,
  chatInTab,
  chatTabLabel,
  chatsForTab,
  type ChatTab,
} from '@/domain/chat-list';
import { FilterPanel, FilterTabs } from '@/components/filter-tabs';
import { Skeleton, SkeletonBlock } from '@/components/skeleton';
import { UnreadBadge } from '@/components/unread-badge';
import { useOnline } from '@/hooks/use-online';
import { useSignedInUser } from '@/hooks/use-session';
import { useChatListKnown, useLocalChats } from '@/offline/hooks';
import { useUnreadCounts } from '@/offline/member-hooks';
import { CHAT_LIST_TEXT } from './chat-list-texts';
import { ChatRow } from './chat-row';
import './chat-list.css';

/** The user's chats and debates, from the device's copy (so it shows offline). */
export function ChatList() {
  const user = useSignedInUser();
  const chats = useLocalChats(user.uid);
  const known = useChatListKnown(user.uid);
  const online = useOnline();
  const [tab, setTab] = useState<ChatTab>('all');
  const counts = chatTabCounts(chats ?? []);
  const visible = chatsForTab(chats ?? [], tab);
  const empty = CHAT_LIST_EMPTY[tab];
  // An empty copy is 'No chats yet' only once the server's list has reached this device (a
  // returning user's first start on a new phone holds nothing before its answer).
  const listState = chatListState(chats?.length, known, online);
  const shown = listState !== 'loading';
  // Unread messages per chat (docs/decisions/0013-chat.md §2), from the device's copy; each tab
  // shows its total.
  const unread = useUnreadCounts(user.uid);
  const tabUnread = (t: ChatTab) =>
    (chats ?? [])
      .filter((chat) => chatInTab(chat, t))
      .reduce((sum, chat) => sum + (unread?.get(chat.id) ?? 0), 0);

  useEffect(() => {
    // For `npm run bench`: when the list first shows what the device holds.
    if (shown && !performance.getEntriesByName('chat-list-paint').length) {
      requestAnimationFrame(() => performance.mark('chat-list-paint'));
    }
  }, [shown]);

  return (
    <section className="chat-list" aria-labelledby="chat-list-heading">
      <h2 id="chat-list-heading" className="section-title">
        {CHAT_LIST_TEXT.heading}
      </h2>
      <FilterTabs
        label={CHAT_LIST_TEXT.filters}
        tabs={CHAT_TABS}
        selected={tab}
        onSelect={setTab}
        tabLabel={(t) => (
          <>
            {chatTabLabel(t, counts[t])}
            <UnreadBadge count={tabUnread(t)} />
          </>
        )}
        idBase="chat-list"
      />
      <FilterPanel idBase="chat-list" selected={tab}>
        {listState === 'loading' ? (
          <Skeleton label={CHAT_LIST_TEXT.loading} className="chat-list__skeleton">
            {[0, 1, 2, 3].map((row) => (
              <div key={row} className="chat-list__skeleton-row">
                <SkeletonBlock className="chat-list__skeleton-icon" />
                <span className="chat-list__skeleton-text">
                  <SkeletonBlock className="chat-list__skeleton-title" />
                  <SkeletonBlock />
                </span>
              </div>
            ))}
          </Skeleton>
        ) : listState === 'offline' ? (
          <p className="empty-state" role="status">
            {CHAT_LIST_TEXT.offlineNotHere}
          </p>
        ) : visible.length === 0 ? (
          <div className="empty-state">
            <p className="empty-state__title">{empty.title}</p>
            <p>{empty.hint}</p>
          </div>
        ) : (
          <ul className="chat-list__rows">
            {visible.map((chat) => (
              <ChatRow
                key={chat.id}
                chat={chat}
                myUid={user.uid}
                unread={unread?.get(chat.id) ?? 0}
              />
            ))}
          </ul>
        )}
      </FilterPanel>
    </section>
  );
}
