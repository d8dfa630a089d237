/** 'Challenge' on a person: a debate request addressed to them. */
export { ChallengeButton } from './challenge-button';

/** The debate room: its strip, side, clock, details, exit notice, and when it is locked. */
export { DebateCountdown } from './debate-countdown';
export { DebateDetails } from './debate-details';
export { DebateExitNotice } from './debate-exit-notice';
export { DebateMotion } from './debate-motion';
export { debatePhase } from './debate-room-logic';
export { DebateSideLine } from './debate-side-line';
export { DebateStrip, debateLockedReason } from './debate-strip';

/** Answering a request opened from a shared link. */
export { JoinRequest } from './join-request';

/** Create a debate and Browse debates, loaded when their home section first opens. */
export { loadBrowseDebatesSection, loadCreateDebateSection } from './lazy';
