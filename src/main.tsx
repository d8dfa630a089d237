import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

window.addEventListener('load', () => {
  void import('./features/updates/register-service-worker').then(({ registerServiceWorker }) =>
    registerServiceWorker(),
  );
});

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
