import { describe, expect, it } from 'vitest';
import { startOfDayIn } from './local-day';

const at = (iso: string) => new Date(iso);

describe("startOfDayIn: the instant the viewer's day began", () => {
  it.each([
    ['UTC', '2031-03-10T20:00:00.000Z', '2031-03-10T00:00:00.000Z'],
    ['UTC', '2031-03-10T00:00:00.000Z', '2031-03-10T00:00:00.000Z'],
    // 20:00 UTC is 01:30 the next day in India (UTC+05:30, no daylight saving).
    ['Asia/Kolkata', '2031-03-10T20:00:00.000Z', '2031-03-10T18:30:00.000Z'],
    ['Asia/Kolkata', '2031-03-10T18:29:59.000Z', '2031-03-09T18:30:00.000Z'],
    ['Asia/Kathmandu', '2031-03-10T12:00:00.000Z', '2031-03-09T18:15:00.000Z'],
    ['Pacific/Kiritimati', '2031-03-10T12:00:00.000Z', '2031-03-10T10:00:00.000Z'],
    ['Pacific/Pago_Pago', '2031-03-10T12:00:00.000Z', '2031-03-10T11:00:00.000Z'],
  ])('%s at %s: %s', (zone, now, expected) => {
    expect(startOfDayIn(at(now), zone).toISOString()).toBe(expected);
  });

  it('follows daylight saving: New York before, on and after the spring change (at 02:00)', () => {
    expect(startOfDayIn(at('2031-03-08T15:00:00.000Z'), 'America/New_York').toISOString()).toBe(
      '2031-03-08T05:00:00.000Z',
    );
    // The day of the change began in winter time, though it is summer time by the afternoon.
    expect(startOfDayIn(at('2031-03-09T19:00:00.000Z'), 'America/New_York').toISOString()).toBe(
      '2031-03-09T05:00:00.000Z',
    );
    expect(startOfDayIn(at('2031-03-10T15:00:00.000Z'), 'America/New_York').toISOString()).toBe(
      '2031-03-10T04:00:00.000Z',
    );
    // Autumn: the day of the change began in summer time.
    expect(startOfDayIn(at('2031-11-02T20:00:00.000Z'), 'America/New_York').toISOString()).toBe(
      '2031-11-02T04:00:00.000Z',
    );
  });

  it('a day whose midnight is skipped begins when the clocks jump (Beirut, 00:00 to 01:00)', () => {
    expect(startOfDayIn(at('2031-03-30T06:00:00.000Z'), 'Asia/Beirut').toISOString()).toBe(
      '2031-03-29T22:00:00.000Z',
    );
  });

  it('a day after the clocks went back at midnight (23:00 came twice) begins at its one midnight', () => {
    expect(startOfDayIn(at('2031-04-06T12:00:00.000Z'), 'America/Santiago').toISOString()).toBe(
      '2031-04-06T04:00:00.000Z',
    );
    expect(startOfDayIn(at('2031-10-26T12:00:00.000Z'), 'Asia/Beirut').toISOString()).toBe(
      '2031-10-25T22:00:00.000Z',
    );
  });
});
