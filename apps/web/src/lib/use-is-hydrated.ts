import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server's prerender and while React hydrates that HTML, true once the page runs
 * in the browser: a prerendered form keeps its submit disabled until its handler is attached,
 * so Enter before hydration cannot send the fields the browser's way (a GET with them in the URL).
 */
export const useIsHydrated = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
