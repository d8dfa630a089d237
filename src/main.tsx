import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorkerLater } from './features/updates/lazy';
import { prepareTimeFormats } from './domain/relative-age';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

window.addEventListener('load', () => {
  void registerServiceWorkerLater();
});

// Locale data for times, loaded in a task of its own at the start, while the page waits for
// the network, rather than inside the first render of a chat. (An idle callback came too
// late: a phone loading the app has no idle moment before the chat renders.)
setTimeout(() => prepareTimeFormats(), 0);

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
