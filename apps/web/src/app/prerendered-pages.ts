import { paths } from '@/config/paths';
import type { Theme } from '@/features/theme/theme';

/**
 * The pages the server renders at start-up and sends as HTML (src/prerender.tsx): what a
 * signed-out visitor first sees at each path. Sign-up (`/login?mode=signup`) is a later state of
 * /login, reached by a tab, so it is not one of them.
 */
export const PRERENDERED_PATHS: readonly string[] = [paths.home, paths.login];

/** The server knows no stored theme: the pages are rendered, and hydrated, with this one. */
export const PRERENDERED_THEME: Theme = 'system';

/**
 * Whether this load may hydrate the HTML the server sent: only when the browser would render the
 * very same thing. A signed-in person is redirected from both pages and a `?mode=signup` link opens
 * the other tab, so those render afresh instead of hydrating a tree that cannot match.
 */
export function canHydratePrerender(root: HTMLElement, location: Location, isSignedIn: boolean): boolean {
  if (!root.hasChildNodes() || isSignedIn) return false;
  if (!PRERENDERED_PATHS.includes(location.pathname)) return false;
  return new URLSearchParams(location.search).get('mode') !== 'signup';
}
