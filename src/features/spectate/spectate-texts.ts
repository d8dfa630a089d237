/**
 * The words of watching public debates, their results and the debate history
 * (docs/decisions/0014-arena.md §3, §4).
 */
export const SPECTATE_TEXT = {
  watchHeading: 'Watch a Debate',
  /** Marks a practice debate against the AI debater in Debate history. */
  practice: 'Practice',
  watchIntro: 'Public debates, live and recently finished. Watching is read-only.',
  loading: 'Loading public debates…',
  empty: 'No public debates yet',
  emptyHint: 'Tick ‘Public debate: anyone can watch’ when you start one.',
  /** The empty list's way on: the create form, where that box is. */
  emptyStart: 'Start a Debate',
  live: 'Live',
  waiting: 'Waiting to start',
  finished: 'Finished',
  watch: 'Watch',
  spectatorNote: 'You are watching. Only the two debaters can write here.',
  notPublic: 'This debate is not public, or it no longer exists.',
  loadingDebate: 'Loading the debate…',
  noMessages: 'No messages yet',
  loadingMessages: 'Loading the messages…',
  messages: 'Debate messages',
  seeResult: 'See the result',
  resultHeading: 'Debate result',
  resultMissing: 'This result is not available: the debate is private, not judged yet, or gone.',
  resultLoading: 'Loading the result…',
  historyHeading: 'Debate history',
  historyEmpty: 'Results you see, of your debates and of those you watch, are kept here.',
  draw: 'Draw',
  savedOffline: 'Saved on this device',
} as const;

/** '3 watching'. */
export function watchingText(count: number): string {
  return `${count} watching`;
}

/** 'Winner: Ana' or 'Draw'. */
export function verdictText(winner: string): string {
  return !winner || winner === 'Draw' ? SPECTATE_TEXT.draw : `Winner: ${winner}`;
}

/** The tab's name while watching: the debate's topic, once it is known. */
export function spectatorDocumentTitle(topic: string | null | undefined): string {
  return topic ? `${topic} · Debate Arena` : 'Debate Arena';
}

/** 'Ana vs Ben'. */
export function versusText(first: string, second: string): string {
  return `${first} vs ${second}`;
}

export function loadFailedText(reason: string): string {
  return `Could not load public debates: ${reason}`;
}
