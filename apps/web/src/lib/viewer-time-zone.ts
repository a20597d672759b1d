/**
 * The zone every screen writes times in, free of any import: the session sets it on every page,
 * /login included, whose script budget has no room for the formatting code or zod.
 */

/** The zone the browser runs in: what sign-up and sign-in report as the person's. */
export const getBrowserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

let viewerTimeZone: string | null = null;

/** The session sets the signed-in person's zone here; null goes back to the browser's. */
export function setViewerTimeZone(timeZone: string | null | undefined) {
  viewerTimeZone = timeZone || null;
}

/** The zone every screen writes times in. */
export const getViewerTimeZone = () => viewerTimeZone ?? getBrowserTimeZone();
