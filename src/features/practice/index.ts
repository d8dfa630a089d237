/** Practice with AI: the home card, and the section that starts one (loaded when opened). */
export { PracticeCard } from './practice-card';
export { loadPracticeSection } from './lazy';
