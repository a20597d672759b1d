import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server's prerender and while React hydrates that HTML, true once the page runs
 * in the browser: a prerendered page keeps its buttons disabled until their handlers are attached
 * (ui/button.tsx), so a click waits instead of being lost and Enter before hydration cannot send a
 * form's fields the browser's way (a GET with them in the URL).
 */
export const useIsHydrated = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
