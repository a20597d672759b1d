import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../common/durations';
import { addWorkingMs, type BusinessCalendar, workingMsBetween } from './business-hours';

const at = (iso: string) => new Date(iso);
const weekdays = (start: string, end: string) => [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start, end }));

const berlin: BusinessCalendar = {
  timeZone: 'Europe/Berlin',
  hours: weekdays('09:00', '17:00'),
  holidays: [],
};
const kolkata: BusinessCalendar = {
  timeZone: 'Asia/Kolkata',
  hours: weekdays('09:00', '17:00'),
  holidays: ['2026-12-25'],
};

describe('workingMsBetween', () => {
  it('counts only the hours of working days, in the zone', () => {
    // Friday 16:00 IST to Monday 10:00 IST: one hour on Friday, one on Monday.
    expect(workingMsBetween(kolkata, at('2026-12-04T10:30:00Z'), at('2026-12-07T04:30:00Z'))).toBe(
      2 * HOUR_MS,
    );
  });

  it('a holiday counts nothing', () => {
    expect(workingMsBetween(kolkata, at('2026-12-24T18:30:00Z'), at('2026-12-25T18:30:00Z'))).toBe(0);
    expect(workingMsBetween(kolkata, at('2026-12-23T18:30:00Z'), at('2026-12-24T18:30:00Z'))).toBe(
      8 * HOUR_MS,
    );
  });

  it('a day the clocks change still has the hours its wall clock shows', () => {
    // Berlin: summer time from 29 March 2026 and back on 25 October 2026, both Sundays: work on the Monday after.
    for (const day of ['2026-03-30', '2026-10-26']) {
      expect(workingMsBetween(berlin, at(`${day}T00:00:00Z`), at(`${day}T23:00:00Z`))).toBe(8 * HOUR_MS);
    }
    const sundays: BusinessCalendar = { ...berlin, hours: [{ weekday: 7, start: '00:00', end: '24:00' }] };
    // The spring Sunday has 23 hours, the autumn one 25.
    expect(workingMsBetween(sundays, at('2026-03-28T12:00:00Z'), at('2026-03-30T12:00:00Z'))).toBe(
      23 * HOUR_MS,
    );
    expect(workingMsBetween(sundays, at('2026-10-24T12:00:00Z'), at('2026-10-26T12:00:00Z'))).toBe(
      25 * HOUR_MS,
    );
  });

  it('a block that starts in the hour the clocks skip starts when they jump', () => {
    const night: BusinessCalendar = { ...berlin, hours: [{ weekday: 7, start: '02:00', end: '04:00' }] };
    // 29 March 2026: 02:00–03:00 does not exist; 03:00–04:00 CEST is one hour.
    expect(workingMsBetween(night, at('2026-03-28T12:00:00Z'), at('2026-03-30T12:00:00Z'))).toBe(HOUR_MS);
  });

  it('nothing between an instant and itself or an earlier one; around the clock is plain time', () => {
    expect(workingMsBetween(berlin, at('2026-12-07T10:00:00Z'), at('2026-12-07T10:00:00Z'))).toBe(0);
    expect(workingMsBetween(berlin, at('2026-12-07T11:00:00Z'), at('2026-12-07T10:00:00Z'))).toBe(0);
    expect(workingMsBetween('always', at('2026-12-05T10:00:00Z'), at('2026-12-07T10:00:00Z'))).toBe(
      48 * HOUR_MS,
    );
  });
});

describe('addWorkingMs', () => {
  it('carries over nights, weekends and holidays', () => {
    // Four business hours from Thursday 24 December, 15:00 IST: 2 that day, Friday is a holiday, 2 on Monday.
    expect(addWorkingMs(kolkata, at('2026-12-24T09:30:00Z'), 4 * HOUR_MS)).toEqual(
      at('2026-12-28T05:30:00Z'),
    );
  });

  it('from outside the hours, counts from the next opening', () => {
    expect(addWorkingMs(kolkata, at('2026-12-05T12:00:00Z'), 30 * MINUTE_MS)).toEqual(
      at('2026-12-07T04:00:00Z'),
    );
  });

  it('none is the instant itself; a calendar with no working time is null', () => {
    expect(addWorkingMs(berlin, at('2026-12-05T12:00:00Z'), 0)).toEqual(at('2026-12-05T12:00:00Z'));
    const never: BusinessCalendar = {
      timeZone: 'UTC',
      hours: [{ weekday: 1, start: '09:00', end: '10:00' }],
      holidays: [],
    };
    expect(addWorkingMs({ ...never, hours: [] }, at('2026-12-05T12:00:00Z'), MINUTE_MS)).toBeNull();
  });
});

const ZONES = [
  'Asia/Kolkata',
  'Europe/Berlin',
  'America/New_York',
  'Australia/Lord_Howe',
  'Asia/Kathmandu',
  'UTC',
];
const calendarArbitrary = fc
  .record({
    timeZone: fc.constantFrom(...ZONES),
    start: fc.integer({ min: 0, max: 40 }),
    length: fc.integer({ min: 1, max: 8 }),
    days: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
    holidays: fc.uniqueArray(fc.integer({ min: 0, max: 400 }), { maxLength: 20 }),
  })
  .map(({ timeZone, start, length, days, holidays }): BusinessCalendar => {
    const time = (halfHours: number) =>
      `${String(Math.floor(halfHours / 2)).padStart(2, '0')}:${halfHours % 2 ? '30' : '00'}`;
    const end = Math.min(start + length * 2, 48);
    return {
      timeZone,
      hours: days.map((weekday) => ({ weekday, start: time(start), end: time(end) })),
      holidays: holidays.map((offset) =>
        new Date(Date.UTC(2026, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10),
      ),
    };
  });
// 2026 and 2027, through both of each zone's clock changes.
const instantArbitrary = fc
  .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 31) })
  .map((ms) => new Date(ms));
const durationArbitrary = fc.integer({ min: 0, max: 80 * 60 }).map((minutes) => minutes * MINUTE_MS);

describe('business hours, for any calendar, zone and instant', () => {
  it('counting the time back from the due instant gives the time added', () => {
    fc.assert(
      fc.property(calendarArbitrary, instantArbitrary, durationArbitrary, (calendar, from, ms) => {
        const due = addWorkingMs(calendar, from, ms);
        if (due === null) return;
        expect(workingMsBetween(calendar, from, due)).toBe(ms);
        // And no earlier instant would do.
        if (ms > 0) expect(workingMsBetween(calendar, from, new Date(due.getTime() - 1))).toBe(ms - 1);
      }),
      { numRuns: 150 },
    );
  });

  it('working time splits at any instant between and never exceeds the time that passed', () => {
    fc.assert(
      fc.property(
        calendarArbitrary,
        instantArbitrary,
        instantArbitrary,
        instantArbitrary,
        (calendar, ...three) => {
          const [a, b, c] = three.sort((x, y) => x.getTime() - y.getTime()) as [Date, Date, Date];
          const whole = workingMsBetween(calendar, a, c);
          expect(workingMsBetween(calendar, a, b) + workingMsBetween(calendar, b, c)).toBe(whole);
          expect(whole).toBeLessThanOrEqual(c.getTime() - a.getTime());
        },
      ),
      { numRuns: 100 },
    );
  });

  it('more time to add is never due earlier', () => {
    fc.assert(
      fc.property(
        calendarArbitrary,
        instantArbitrary,
        durationArbitrary,
        durationArbitrary,
        (calendar, from, x, y) => {
          const [less, more] = [Math.min(x, y), Math.max(x, y)];
          const early = addWorkingMs(calendar, from, less);
          const late = addWorkingMs(calendar, from, more);
          if (early && late) expect(late.getTime()).toBeGreaterThanOrEqual(early.getTime());
        },
      ),
      { numRuns: 100 },
    );
  });
});
