import { describe, expect, it } from 'vitest';
import { addDaysTo, instantAtWallClock, localDayOf, wallClockMinuteOf, weekdayOf } from './wall-clock';

const iso = (date: Date | null) => date?.toISOString() ?? null;

describe('wall-clock days and times in a zone', () => {
  it('reads the local calendar day and its weekday', () => {
    expect(localDayOf(new Date('2026-10-22T20:00:00Z'), 'Asia/Kolkata')).toBe('2026-10-23');
    expect(localDayOf(new Date('2026-10-22T20:00:00Z'), 'America/New_York')).toBe('2026-10-22');
    expect(addDaysTo('2026-10-29', 3)).toBe('2026-11-01');
    expect(weekdayOf('2026-10-26')).toBe(1);
    expect(weekdayOf('2026-10-25')).toBe(7);
  });

  it("Berlin 09:00 is 07:00 UTC in summer and 08:00 UTC in winter, and on the change day it is winter's", () => {
    expect(iso(instantAtWallClock('2026-10-23', 9 * 60, 'Europe/Berlin'))).toBe('2026-10-23T07:00:00.000Z');
    expect(iso(instantAtWallClock('2026-10-26', 9 * 60, 'Europe/Berlin'))).toBe('2026-10-26T08:00:00.000Z');
    expect(iso(instantAtWallClock('2026-10-25', 9 * 60, 'Europe/Berlin'))).toBe('2026-10-25T08:00:00.000Z');
    expect(iso(instantAtWallClock('2026-10-25', 60, 'Europe/Berlin'))).toBe('2026-10-24T23:00:00.000Z');
  });

  it('a time passed twice (autumn, 02:30 Berlin) is the first; a skipped one (spring, 02:30) is none', () => {
    expect(iso(instantAtWallClock('2026-10-25', 150, 'Europe/Berlin'))).toBe('2026-10-25T00:30:00.000Z');
    expect(instantAtWallClock('2026-03-29', 150, 'Europe/Berlin')).toBeNull();
    expect(iso(instantAtWallClock('2026-03-29', 180, 'Europe/Berlin'))).toBe('2026-03-29T01:00:00.000Z');
  });

  it('India has one offset all year, 24:00 is the next midnight', () => {
    expect(iso(instantAtWallClock('2026-10-26', 9 * 60, 'Asia/Kolkata'))).toBe('2026-10-26T03:30:00.000Z');
    expect(iso(instantAtWallClock('2026-10-26', 24 * 60, 'Asia/Kolkata'))).toBe('2026-10-26T18:30:00.000Z');
  });
});

describe('wallClockMinuteOf', () => {
  it('reads the minutes after local midnight, daylight saving included', () => {
    expect(wallClockMinuteOf(new Date('2026-10-23T07:00:00Z'), 'Europe/Berlin')).toBe(9 * 60);
    expect(wallClockMinuteOf(new Date('2026-10-26T08:00:00Z'), 'Europe/Berlin')).toBe(9 * 60);
    expect(wallClockMinuteOf(new Date('2026-10-26T03:30:00Z'), 'Asia/Kolkata')).toBe(9 * 60);
    expect(wallClockMinuteOf(new Date('2026-10-26T00:00:00Z'), 'UTC')).toBe(0);
  });
});
