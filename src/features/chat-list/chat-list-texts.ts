/** The words of the chat list; its tabs and empty states are shared texts in @/domain/chat-list. */
export const CHAT_LIST_TEXT = {
  heading: 'Chats',
  filters: 'Chat filters',
  loading: 'Loading chats…',
} as const;
