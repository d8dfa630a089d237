import { Scale } from 'lucide-react';
import './landing-header.css';

/** The landing page's opening words (SPEC §2 "Sign-in"); the sign-in page shows them. */
const LANDING_TEXT = {
  welcome: 'Welcome to Debate Arena',
  tagline: 'Debate one to one against the clock. Three AI judges decide who argued best.',
} as const;

/**
 * The top of the landing page: the logo, 'Welcome to Debate Arena' and the tagline. index.html
 * carries the same markup, shown before any script runs on a visit to / (public/theme.js marks
 * it), so the page's first paint is its largest text and needs no JavaScript; React then
 * replaces it with this, unchanged (landing-header.test.tsx keeps the two equal).
 */
export function LandingHeader() {
  return (
    <>
      <div className="landing__brand" aria-hidden="true">
        <Scale size="1em" />
      </div>
      <h1 className="landing__title">{LANDING_TEXT.welcome}</h1>
      <p className="landing__tagline">{LANDING_TEXT.tagline}</p>
    </>
  );
}

/**
 * What / shows while the session check or the sign-in page's code loads: the landing's top as
 * index.html painted it, so the page does not blank out between the two.
 */
export function LandingSplash() {
  return (
    <main className="landing" aria-busy="true">
      <LandingHeader />
    </main>
  );
}
