/** Watching a debate read-only, and a debate's public result page. */
export { ResultPage } from './result-page';
export { SpectatorScreen } from './spectator-screen';

/** The debates a person took part in, on their profile. */
export { DebateHistory } from './debate-history';

/** Watch a Debate, loaded when its home section first opens. */
export { loadWatchDebatesSection } from './lazy';
