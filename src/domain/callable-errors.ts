/**
 * The refusals many callables share, declared once so each says them the same way (the app
 * shows them as they come). Each callable's own texts object names these beside its own.
 */
export const CALLABLE_TEXT = {
  notAuthenticated: 'User not authenticated',
  chatNotFound: 'Chat not found',
  notInDebate: 'You are not a participant in this debate',
  notInChat: 'You are not a participant in this chat',
} as const;
