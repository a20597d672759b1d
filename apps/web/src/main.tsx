import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { canHydratePrerender, PRERENDERED_THEME } from './app/prerendered-pages';
import { isHomePath, preloadHomeScreen, preloadSignedInShell } from './app/signed-in-preload';
import { PageSpinner } from './components/ui/spinner';
import { readStoredSession } from './features/auth/session/stored-session';
import { registerServiceWorker } from './features/pwa/register-service-worker';
import './styles.css';

// The theme is already on <html>: index.html's inline script set it before the first paint.
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const session = readStoredSession();
// `/` and `/login` arrive prerendered: React takes over that HTML instead of painting it again.
if (canHydratePrerender(root, window.location, session !== null)) {
  // In a transition, React hydrates in slices of a few milliseconds and lets the browser answer in
  // between; a plain hydrateRoot does the whole page in one task, which a phone spends hundreds of
  // milliseconds on. The page is already painted, and a click or key press on a part not yet
  // hydrated makes React hydrate that part first.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App initialTheme={PRERENDERED_THEME} />
      </StrictMode>,
    );
  });
} else if (session) {
  const reactRoot = createRoot(root);
  const renderApp = () =>
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  const { role } = session.user;
  if (isHomePath(role, window.location.pathname)) {
    // The home screen shows the same 'Loading...' as the shell's lazy parts until all their code is
    // here, then renders in one go. Rendered at once, it would suspend on each part in turn, and
    // React shows content that replaces a fallback no sooner than 300 ms after that fallback.
    reactRoot.render(<PageSpinner />);
    void preloadHomeScreen(role).then(renderApp);
  } else {
    // Every signed-in screen runs in the shell: its code starts loading with the first render.
    void preloadSignedInShell(role);
    renderApp();
  }
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
registerServiceWorker();
