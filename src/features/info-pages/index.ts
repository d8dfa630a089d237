/** The public How It Works and Policy pages. */
export { HowItWorksPage } from './how-it-works-page';
export { PolicyPage } from './policy-page';
