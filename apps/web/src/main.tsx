import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { canHydratePrerender, PRERENDERED_THEME } from './app/prerendered-pages';
import { readStoredSession } from './features/auth/session/stored-session';
import { registerServiceWorker } from './features/pwa/register-service-worker';
import './styles.css';

// The theme is already on <html>: index.html's inline script set it before the first paint.
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// `/` and `/login` arrive prerendered: React takes over that HTML instead of painting it again.
if (canHydratePrerender(root, window.location, readStoredSession() !== null)) {
  hydrateRoot(
    root,
    <StrictMode>
      <App initialTheme={PRERENDERED_THEME} />
    </StrictMode>,
  );
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
registerServiceWorker();
