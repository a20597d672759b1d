import { describe, expect, it } from 'vitest';
import { listTimeZoneChoices } from './time-zone-choices';

const KNOWN = ['Europe/Berlin', 'Asia/Tokyo', 'America/New_York', 'Asia/Calcutta'];

describe('listTimeZoneChoices', () => {
  it('lists every known zone with UTC and the current one, sorted, once each', () => {
    expect(listTimeZoneChoices('Asia/Kolkata', '', KNOWN)).toEqual([
      'America/New_York',
      'Asia/Calcutta',
      'Asia/Kolkata',
      'Asia/Tokyo',
      'Europe/Berlin',
      'UTC',
    ]);
    expect(listTimeZoneChoices('Asia/Tokyo', ' ', KNOWN)).toHaveLength(5);
  });

  it('narrows by the search in any case, spaces standing for underscores, keeping the current zone', () => {
    expect(listTimeZoneChoices('Europe/Berlin', 'new york', KNOWN)).toEqual([
      'Europe/Berlin',
      'America/New_York',
    ]);
    expect(listTimeZoneChoices('Asia/Tokyo', 'ASIA', KNOWN)).toEqual(['Asia/Calcutta', 'Asia/Tokyo']);
    expect(listTimeZoneChoices('UTC', 'mars', KNOWN)).toEqual(['UTC']);
  });
});
