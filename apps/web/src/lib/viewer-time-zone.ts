/**
 * The zone every screen writes times in, free of any import: the session sets it on every page,
 * /login included, whose script budget has no room for the formatting code or zod.
 */

/** The zone the browser runs in: what sign-up and sign-in report as the person's. */
export const getBrowserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

let viewerTimeZone: string | null = null;
let isViewerTimeZoneSet = false;
let viewerTimeZoneChanges = 0;

/**
 * The session sets the signed-in person's zone here; null goes back to the browser's. Only a change
 * of the zone in force counts as one: setting the browser's own zone, or clearing it, does not.
 */
export function setViewerTimeZone(timeZone: string | null | undefined) {
  const next = timeZone || null;
  // The first zone of a page load is no change, and needs no look at the browser's zone: that is
  // the page's first `Intl` call, tens of milliseconds on a phone, which its first paint can do without.
  if (isViewerTimeZoneSet && next !== viewerTimeZone) {
    const browserZone = getBrowserTimeZone();
    if ((next ?? browserZone) !== (viewerTimeZone ?? browserZone)) viewerTimeZoneChanges += 1;
  }
  viewerTimeZone = next;
  isViewerTimeZoneSet = true;
}

/** The zone every screen writes times in. */
export const getViewerTimeZone = () => viewerTimeZone ?? getBrowserTimeZone();

/** Changes exactly when the zone in force does, without asking the browser for its zone until then. */
export const getViewerTimeZoneKey = () => viewerTimeZoneChanges;
