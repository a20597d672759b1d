/** An IANA zone name ('Asia/Kolkata', 'UTC') is at most this long; anything longer is not one. */
const MAX_TIME_ZONE_LENGTH = 64;

/** Whether this runtime's Intl knows the time zone: the server checks with the same Intl it computes with. */
export function isKnownTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > MAX_TIME_ZONE_LENGTH) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
