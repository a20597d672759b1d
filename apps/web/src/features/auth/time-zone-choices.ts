/**
 * The zones to choose from: every zone this browser knows, plus UTC and the person's current one
 * (a browser may list an alias under another name), sorted, and narrowed by a search as typed
 * ('tokyo', 'new york': spaces match the underscores of the names).
 */
export function listTimeZoneChoices(current: string, search: string, known: readonly string[]): string[] {
  const all = [...new Set([...known, 'UTC', current])].sort();
  const words = search.trim().toLowerCase().replace(/\s+/g, '_');
  if (!words) return all;
  const matching = all.filter((zone) => zone.toLowerCase().includes(words));
  // The chosen zone stays in the list, so the select never shows a value it does not hold.
  return matching.includes(current) ? matching : [current, ...matching];
}

export const supportedTimeZones = (): readonly string[] =>
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
