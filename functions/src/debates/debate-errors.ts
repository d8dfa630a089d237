/**
 * The words the debate callables answer with (SPEC §8 "Requests", "Exit"). The app shows
 * the accept errors as they are and wraps exit errors as 'Failed to exit debate: {reason}'.
 */
import { CALLABLE_TEXT } from '@/domain/callable-errors';
export { ACCEPT_ERRORS } from '@/domain/debate-requests';

export const EXIT_ERRORS = {
  chatNotFound: CALLABLE_TEXT.chatNotFound,
  notDebate: 'This is not a debate chat',
  alreadyStarted: 'Cannot exit debate after it has started',
  notParticipant: CALLABLE_TEXT.notInDebate,
  requestNotFound: 'Original debate request not found',
  noPermission: 'You do not have permission to exit this debate',
} as const;

/** setDebateReadiness's refusals; the app says 'Chat not found' or SPEC's retry text. */
export const READINESS_ERRORS = {
  chatNotFound: CALLABLE_TEXT.chatNotFound,
  notParticipant: CALLABLE_TEXT.notInDebate,
  notDebate: 'This is not a debate chat',
  alreadyStarted: 'The debate has already started',
  badInput: 'Send a chat id and whether you are ready (true or false).',
} as const;
