import { describe, expect, it } from 'vitest';
import { dayOffTouchedBy } from './day-off';

const exceptions = { timeZone: 'Asia/Kolkata', days: ['2026-10-08'] };

describe('dayOffTouchedBy', () => {
  it("finds a block on a day off, the day read in the days' zone, not the browser's", () => {
    // 09:00–10:00 IST on the 8th; in UTC it starts on the 8th at 03:30.
    expect(
      dayOffTouchedBy(new Date('2026-10-08T03:30:00Z'), new Date('2026-10-08T04:30:00Z'), exceptions),
    ).toBe('2026-10-08');
    // 00:30 IST on the 8th is still the 7th in UTC.
    expect(
      dayOffTouchedBy(new Date('2026-10-07T19:00:00Z'), new Date('2026-10-07T20:00:00Z'), exceptions),
    ).toBe('2026-10-08');
  });

  it('finds a block that runs past midnight into a day off, and none that ends at its midnight', () => {
    // 23:00 IST on the 7th to 01:00 IST on the 8th.
    expect(
      dayOffTouchedBy(new Date('2026-10-07T17:30:00Z'), new Date('2026-10-07T19:30:00Z'), exceptions),
    ).toBe('2026-10-08');
    // 22:00 to 24:00 IST on the 7th ends where the day off begins.
    expect(
      dayOffTouchedBy(new Date('2026-10-07T16:30:00Z'), new Date('2026-10-07T18:30:00Z'), exceptions),
    ).toBeNull();
  });

  it('finds nothing on other days, with no days off, or before they have loaded', () => {
    const start = new Date('2026-10-09T03:30:00Z');
    const end = new Date('2026-10-09T04:30:00Z');
    expect(dayOffTouchedBy(start, end, exceptions)).toBeNull();
    expect(dayOffTouchedBy(start, end, { timeZone: 'UTC', days: [] })).toBeNull();
    expect(dayOffTouchedBy(start, end, undefined)).toBeNull();
  });
});
