import { describe, expect, it } from 'vitest';
import { fillWindow, type PatternBlock, planWeeklyFill } from './weekly-fill';

const none = new Set<string>();
const block = (overrides: Partial<PatternBlock> = {}): PatternBlock => ({
  id: 'p1',
  weekday: 1,
  startMinute: 9 * 60,
  endMinute: 10 * 60,
  timeZone: 'Asia/Kolkata',
  ...overrides,
});

describe('fillWindow', () => {
  it('is today and the next 7 days in the zone, whatever the UTC day', () => {
    // 20:00 UTC on Sunday 5 Jan 2031 is already Monday in India.
    expect(fillWindow(new Date('2031-01-05T20:00:00Z'), 'Asia/Kolkata')).toEqual([
      '2031-01-06',
      '2031-01-07',
      '2031-01-08',
      '2031-01-09',
      '2031-01-10',
      '2031-01-11',
      '2031-01-12',
      '2031-01-13',
    ]);
  });
});

describe('planWeeklyFill', () => {
  const sunday = new Date('2031-01-05T00:00:00Z');

  it("turns each block into 30-minute slots at the zone's wall-clock times, on its weekday", () => {
    const plan = planWeeklyFill({ blocks: [block()], now: sunday, exceptionDays: none, filledDays: none });
    expect(plan.days).toHaveLength(8);
    // Monday 6 Jan 09:00 and 09:30 in India are 03:30 and 04:00 UTC.
    expect(
      plan.slots.map((slot) => [slot.start.toISOString(), slot.end.toISOString(), slot.patternId]),
    ).toEqual([
      ['2031-01-06T03:30:00.000Z', '2031-01-06T04:00:00.000Z', 'p1'],
      ['2031-01-06T04:00:00.000Z', '2031-01-06T04:30:00.000Z', 'p1'],
    ]);
  });

  it('leaves out days already filled and exception days, and slots already begun', () => {
    const plan = planWeeklyFill({
      blocks: [block(), block({ id: 'p2', weekday: 2 })],
      now: new Date('2031-01-06T03:45:00Z'),
      exceptionDays: new Set(['2031-01-07']),
      filledDays: new Set(['2031-01-08']),
    });
    expect(plan.days).not.toContain('2031-01-07');
    expect(plan.days).not.toContain('2031-01-08');
    // Monday's 09:00 has begun; Tuesday is a day off; the next Monday is the window's last day.
    expect(plan.slots.map((slot) => slot.start.toISOString())).toEqual([
      '2031-01-06T04:00:00.000Z',
      '2031-01-13T03:30:00.000Z',
      '2031-01-13T04:00:00.000Z',
    ]);
  });

  it('makes no slot for a time the clocks skip, and 30 real minutes across the autumn change', () => {
    const berlin = (weekday: number, start: number) =>
      block({ weekday, startMinute: start, endMinute: start + 60, timeZone: 'Europe/Berlin' });
    const spring = planWeeklyFill({
      blocks: [berlin(7, 2 * 60)],
      now: new Date('2031-03-24T12:00:00Z'),
      exceptionDays: none,
      filledDays: none,
    });
    // Sunday 30 March 2031: 02:00–03:00 does not exist in Berlin.
    expect(spring.slots).toEqual([]);
    const autumn = planWeeklyFill({
      blocks: [berlin(7, 2 * 60)],
      now: new Date('2031-10-21T12:00:00Z'),
      exceptionDays: none,
      filledDays: none,
    });
    for (const slot of autumn.slots) expect(slot.end.getTime() - slot.start.getTime()).toBe(30 * 60_000);
    expect(autumn.slots.length).toBeGreaterThan(0);
  });

  it('plans nothing without blocks', () => {
    expect(planWeeklyFill({ blocks: [], now: sunday, exceptionDays: none, filledDays: none })).toEqual({
      days: [],
      slots: [],
    });
  });
});
