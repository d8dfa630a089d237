/**
 * Debate Arena's Cloud Functions: the trusted operations of DESIGN.md §4.
 */
import { initializeApp } from 'firebase-admin/app';

initializeApp();

export { onUserWritten } from './search/on-user-written';
export { searchUsers } from './search/search-users';
export { indexMyProfile } from './search/index-my-profile';
export { onAccountWritten } from './users/on-account-written';
export { addContact } from './contacts/add-contact';
export { removeContactFromBoth } from './contacts/remove-contact';
export { sharePhone } from './contacts/share-phone';
export { acceptDebateRequest } from './debates/accept-debate-request';
export { createDebateRequest } from './debates/create-debate-request';
export { declineChallenge } from './debates/decline-challenge';
export { openDirectChat } from './chats/open-direct-chat';
export { exitDebate } from './debates/exit-debate';
export { setDebateReadiness } from './debates/set-debate-readiness';
export { serverTime } from './debates/server-time';
export { evaluateDebate } from './evaluation/evaluate-debate';
export { appealVerdict } from './evaluation/appeal-verdict';
export { setEvaluationAgreement } from './evaluation/set-evaluation-agreement';
export { notifyNewMessages } from './push/notify-new-messages';
export { onFcmTokenCreated } from './push/token-owner';
export { blockUser, unblockUser } from './moderation/block-user';
export { reportUser } from './moderation/report-user';
export { joinQuickMatch } from './matchmaking/join-quick-match';
export { leaveQuickMatch } from './matchmaking/leave-quick-match';
export { startPractice } from './practice/start-practice';
export { onAiAskCreated } from './practice/ai-reply';
