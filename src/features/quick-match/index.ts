/** Quick Match: the home card, and the pool screen (loaded when opened). */
export { QuickMatchCard } from './quick-match-card';
export { loadQuickMatchSection } from './lazy';
