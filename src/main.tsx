import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadLanding } from './app/router';
import { registerServiceWorkerLater } from './features/updates/lazy';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

window.addEventListener('load', () => {
  void registerServiceWorkerLater();
});

preloadLanding(window.location.pathname);

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
