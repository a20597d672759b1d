import { SIGN_IN_SESSION_MESSAGES } from '@basisdesk/shared';

/**
 * The browser and system a User-Agent names, in a few words ("Chrome on Windows", "Safari on
 * iPhone"), for a person to recognise their own devices. Not a full parser: the common browsers
 * and systems, in the order their User-Agents must be read, since each claims to be the ones
 * before it (Edge says Chrome and Safari, Chrome says Safari, an iPhone says "like Mac OS X",
 * Android says Linux).
 */
const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium|HeadlessChrome)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\b(Macintosh|Mac OS X)\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (userAgent: string, table: Array<[RegExp, string]>) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1];

export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return SIGN_IN_SESSION_MESSAGES.unknownDevice;
  const browser = firstMatch(userAgent, BROWSERS);
  const system = firstMatch(userAgent, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? SIGN_IN_SESSION_MESSAGES.unknownDevice;
}
