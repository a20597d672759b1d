import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './features/pwa/register-service-worker';
import { applyTheme, readStoredTheme } from './features/theme/theme';
import './styles.css';

// Before the first render, so a dark-theme visitor never sees a white flash.
applyTheme(readStoredTheme());

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
registerServiceWorker();
