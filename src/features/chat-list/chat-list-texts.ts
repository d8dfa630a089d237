/** The words of the chat list; its tabs and empty states are shared texts in @/domain/chat-list. */
export const CHAT_LIST_TEXTS = {
  heading: 'Chats',
  filters: 'Chat filters',
  loading: 'Loading chats…',
} as const;
