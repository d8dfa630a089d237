/** The words of the chat list; its tabs and empty states are shared texts in @/domain/chat-list. */
export const CHAT_LIST_TEXT = {
  heading: 'Chats',
  filters: 'Chat filters',
  loading: 'Loading chats…',
  /** Offline, before the server's list ever reached this device. */
  offlineNotHere: 'You are offline. Your chats will show once you are back online.',
} as const;
