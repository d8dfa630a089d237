/** Watch a Debate is its own chunk: home loads it when the section first opens. */
export const loadWatchDebatesSection = async () =>
  (await import('./watch-debates-section')).WatchDebatesSection;
