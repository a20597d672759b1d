// No zod here: the signed-in first screen labels its times with this module (apps/web's format-date)
// and would otherwise load zod before it could paint. The schema is in time-zone.schema.ts.

/** An IANA zone name ('Asia/Kolkata', 'UTC') is at most this long; anything longer is not one. */
const MAX_TIME_ZONE_LENGTH = 64;

/**
 * Area/Location names ('Asia/Kolkata', 'Etc/GMT+5') and UTC itself; never an offset ('+05:30') or an
 * abbreviation ('IST'), which ICU would also take but which are not IANA zones and are ambiguous.
 */
const IANA_NAME = /^(?:UTC|[A-Za-z][A-Za-z_-]*(?:\/[A-Za-z0-9_+-]+){1,2})$/;

/** Whether this runtime's Intl knows the IANA time zone: the server checks with the same Intl it computes with. */
export function isKnownTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > MAX_TIME_ZONE_LENGTH || !IANA_NAME.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const TIME_ZONE_MESSAGES = {
  unknown: 'Choose a time zone from the list (an IANA name such as Asia/Kolkata)',
} as const;

/**
 * Locales whose short zone names people recognise: each knows the abbreviations of its own region
 * (en-IN 'IST', en-GB 'CET'/'CEST', en-US 'EST', en-AU 'AEST'); elsewhere Intl says 'GMT+9'.
 */
const LABEL_LOCALES = ['en-US', 'en-GB', 'en-IN', 'en-AU', 'en-CA', 'en-NZ'] as const;
const labelFormats = new Map<string, Intl.DateTimeFormat[]>();

function shortName(format: Intl.DateTimeFormat, at: Date): string {
  return format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/**
 * How a zone is labelled next to a time at `at` ('IST', 'CET' in winter and 'CEST' in summer,
 * 'GMT+9' where no abbreviation is common): daylight saving is read from the zone itself.
 */
export function timeZoneLabel(timeZone: string, at: Date = new Date()): string {
  let formats = labelFormats.get(timeZone);
  if (!formats) {
    formats = LABEL_LOCALES.map(
      (locale) => new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' }),
    );
    labelFormats.set(timeZone, formats);
  }
  let fallback = '';
  for (const format of formats) {
    const name = shortName(format, at);
    if (!fallback) fallback = name;
    if (name && !/^(GMT|UTC)[+-−]/.test(name)) return name;
  }
  return fallback || timeZone;
}
