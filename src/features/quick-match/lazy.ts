/** The Quick Match pool screen is its own chunk: home loads it when the section first opens. */
export const loadQuickMatchSection = async () =>
  (await import('./quick-match-section')).QuickMatchSection;
