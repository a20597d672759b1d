import { useEffect, useState } from 'react';

/** Chromium's install event; not in the DOM typings. */
type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

export type InstallState = 'unavailable' | 'available' | 'hidden';

const DISMISSED_KEY = 'installCardDismissed';

export const isStandalone = () =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/**
 * unavailable → available (the browser offers install) → hidden (installed or dismissed); hidden
 * from the start when the app already runs standalone. A dismissal (this tab's sessionStorage) is
 * read when the browser offers install, not while the shell renders: a page's first read of
 * sessionStorage is slow (tens of milliseconds on a busy host), and the card shows nothing before.
 */
export function useInstallPrompt() {
  const [deferred, setDeferred] = useState<BeforeInstallPromptEvent | null>(null);
  const [state, setState] = useState<InstallState>(() => (isStandalone() ? 'hidden' : 'unavailable'));

  useEffect(() => {
    if (state === 'hidden') return;
    const handlePrompt = (event: Event) => {
      if (sessionStorage.getItem(DISMISSED_KEY)) {
        setState('hidden');
        return;
      }
      event.preventDefault();
      setDeferred(event as BeforeInstallPromptEvent);
      setState('available');
    };
    const handleInstalled = () => setState('hidden');
    window.addEventListener('beforeinstallprompt', handlePrompt);
    window.addEventListener('appinstalled', handleInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', handlePrompt);
      window.removeEventListener('appinstalled', handleInstalled);
    };
  }, [state]);

  return {
    state,
    canPrompt: deferred !== null,
    install: async () => {
      if (!deferred) return;
      await deferred.prompt();
      const { outcome } = await deferred.userChoice;
      setDeferred(null);
      if (outcome === 'accepted') setState('hidden');
    },
    dismiss: () => {
      sessionStorage.setItem(DISMISSED_KEY, '1');
      setState('hidden');
    },
  };
}
