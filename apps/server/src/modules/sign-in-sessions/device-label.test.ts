import { describe, expect, it } from 'vitest';
import { describeDevice } from './device-label';

// Real User-Agent strings, as the browsers send them.
const AGENTS = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  firefoxUbuntu: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  safariIpad:
    'Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36',
  samsungAndroid:
    'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  operaWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
  chromeOs:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  headlessChromeLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
};

describe('describeDevice', () => {
  it.each([
    [AGENTS.chromeWindows, 'Chrome on Windows'],
    [AGENTS.edgeWindows, 'Edge on Windows'],
    [AGENTS.operaWindows, 'Opera on Windows'],
    [AGENTS.firefoxLinux, 'Firefox on Linux'],
    [AGENTS.firefoxUbuntu, 'Firefox on Linux'],
    [AGENTS.safariIphone, 'Safari on iPhone'],
    [AGENTS.chromeIphone, 'Chrome on iPhone'],
    [AGENTS.safariIpad, 'Safari on iPad'],
    [AGENTS.safariMac, 'Safari on macOS'],
    [AGENTS.chromeAndroid, 'Chrome on Android'],
    [AGENTS.samsungAndroid, 'Samsung Internet on Android'],
    [AGENTS.chromeOs, 'Chrome on ChromeOS'],
    [AGENTS.headlessChromeLinux, 'Chrome on Linux'],
  ])('%s → %s', (userAgent, device) => {
    expect(describeDevice(userAgent)).toBe(device);
  });

  it('names the system alone when the browser is not one it knows (a kiosk, an embedded view)', () => {
    expect(describeDevice('Mozilla/5.0 (X11; Linux x86_64) ShopKiosk/2.1')).toBe('Linux');
  });

  it('"Unknown device" for no User-Agent, an empty one, and a client that names neither', () => {
    expect(describeDevice(null)).toBe('Unknown device');
    expect(describeDevice('')).toBe('Unknown device');
    expect(describeDevice('curl/8.5.0')).toBe('Unknown device');
    expect(describeDevice('node')).toBe('Unknown device');
  });
});
