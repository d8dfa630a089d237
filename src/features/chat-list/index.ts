/** The list of chats and debates (tabs, rows, badges), loaded when the section first opens. */
export { loadChatList } from './lazy';
