/** The list of chats and debates is its own chunk: home loads it when the section first opens. */
export const loadChatList = async () => (await import('./chat-list')).ChatList;
