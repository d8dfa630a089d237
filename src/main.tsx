import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadLanding } from './app/router';
import { returningAccount } from './data/session';
import { registerServiceWorkerLater } from './features/updates/lazy';
import { openLocalDbSoon } from './offline/open-early';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

window.addEventListener('load', () => {
  void registerServiceWorkerLater();
});

preloadLanding(window.location.pathname);
// Who comes back signed in: their data's local copy opens beside the sign-in's restoring.
const returning = returningAccount();
if (returning && window.location.pathname !== '/') openLocalDbSoon(returning);

// The first render as a transition: React renders it in slices, so the page's first seconds
// are short tasks and a returning user's taps are not held behind one long one.
const reactRoot = createRoot(root);
startTransition(() =>
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
