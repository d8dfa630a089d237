/** One chat screen: header, details, messages, composer; the app fills its slots. */
export { ChatScreen, type ChatScreenSlots } from './chat-screen';

/** A message as the conversation shows it, for read-only views of a chat. */
export { MessageBubble } from './message-bubble';
