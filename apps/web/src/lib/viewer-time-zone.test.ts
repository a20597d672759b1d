import { afterEach, describe, expect, it } from 'vitest';
import {
  getBrowserTimeZone,
  getViewerTimeZone,
  getViewerTimeZoneKey,
  setViewerTimeZone,
} from './viewer-time-zone';

const OTHER_ZONE = getBrowserTimeZone() === 'Asia/Kolkata' ? 'Europe/Berlin' : 'Asia/Kolkata';

afterEach(() => setViewerTimeZone(null));

describe('getViewerTimeZoneKey', () => {
  it('stays the same when the zone set is the browser’s own: the zone in force has not changed', () => {
    setViewerTimeZone(null);
    const key = getViewerTimeZoneKey();
    setViewerTimeZone(getBrowserTimeZone());
    expect(getViewerTimeZoneKey()).toBe(key);
    setViewerTimeZone(null);
    expect(getViewerTimeZoneKey()).toBe(key);
  });

  it('changes when another zone is set, and again when it is cleared', () => {
    setViewerTimeZone(null);
    const key = getViewerTimeZoneKey();
    setViewerTimeZone(OTHER_ZONE);
    expect(getViewerTimeZone()).toBe(OTHER_ZONE);
    const keyInOtherZone = getViewerTimeZoneKey();
    expect(keyInOtherZone).not.toBe(key);
    setViewerTimeZone(OTHER_ZONE);
    expect(getViewerTimeZoneKey()).toBe(keyInOtherZone);
    setViewerTimeZone(null);
    expect(getViewerTimeZone()).toBe(getBrowserTimeZone());
    expect(getViewerTimeZoneKey()).not.toBe(keyInOtherZone);
  });
});
