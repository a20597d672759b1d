import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../common/durations';
import { type BusinessCalendar, workingMsBetween } from './business-hours';
import { type SlaEvent, slaClock } from './sla-clock';
import { DEFAULT_PLATFORM_CALENDAR, DEFAULT_SLA_POLICIES } from './sla-policy';

const at = (iso: string) => new Date(iso);
const minutesAfter = (start: Date, minutes: number) => new Date(start.getTime() + minutes * MINUTE_MS);
const clockOf = (events: SlaEvent[], now: Date, calendar: BusinessCalendar = DEFAULT_PLATFORM_CALENDAR) =>
  slaClock({ events, policies: DEFAULT_SLA_POLICIES, calendar, now });

// Monday 7 December 2026, 10:00 IST.
const monday = at('2026-12-07T04:30:00Z');

describe('slaClock', () => {
  it('a Very High ticket must be answered within an hour and resolved within four, around the clock', () => {
    const state = clockOf([{ type: 'started', at: monday, priority: 'VeryHigh' }], minutesAfter(monday, 18));
    expect(state?.firstResponse).toMatchObject({
      state: 'running',
      elapsedMs: 18 * MINUTE_MS,
      dueAt: minutesAfter(monday, 60),
      warnAt: minutesAfter(monday, 45),
      breachedAt: null,
    });
    expect(state?.resolution.dueAt).toEqual(minutesAfter(monday, 240));
  });

  it('the first response stops its clock in time; the resolution goes on', () => {
    const state = clockOf(
      [
        { type: 'started', at: monday, priority: 'VeryHigh' },
        { type: 'responded', at: minutesAfter(monday, 42) },
      ],
      minutesAfter(monday, 90),
    );
    expect(state?.firstResponse).toMatchObject({
      state: 'stopped',
      stoppedAt: minutesAfter(monday, 42),
      breachedAt: null,
      dueAt: null,
    });
    expect(state?.resolution).toMatchObject({ state: 'running', elapsedMs: 90 * MINUTE_MS });
  });

  it('an answer after the target: breached at the due instant, and stays so once stopped', () => {
    const events: SlaEvent[] = [{ type: 'started', at: monday, priority: 'VeryHigh' }];
    expect(clockOf(events, minutesAfter(monday, 75))?.firstResponse).toMatchObject({
      state: 'running',
      breachedAt: minutesAfter(monday, 60),
      dueAt: minutesAfter(monday, 60),
      warnAt: null,
    });
    events.push({ type: 'responded', at: minutesAfter(monday, 80) });
    expect(clockOf(events, minutesAfter(monday, 100))?.firstResponse).toMatchObject({
      state: 'stopped',
      breachedAt: minutesAfter(monday, 60),
    });
  });

  it('waiting on the customer pauses both clocks; the due instant moves by the pause', () => {
    const events: SlaEvent[] = [
      { type: 'started', at: monday, priority: 'VeryHigh' },
      { type: 'responded', at: minutesAfter(monday, 10) },
      { type: 'paused', at: minutesAfter(monday, 20) },
    ];
    expect(clockOf(events, minutesAfter(monday, 500))?.resolution).toMatchObject({
      state: 'paused',
      elapsedMs: 20 * MINUTE_MS,
      dueAt: null,
      breachedAt: null,
    });
    events.push({ type: 'resumed', at: minutesAfter(monday, 80) });
    expect(clockOf(events, minutesAfter(monday, 90))?.resolution.dueAt).toEqual(minutesAfter(monday, 300));
  });

  it('a High ticket raised late on Friday is answered by noon on Monday: four business hours', () => {
    const friday = at('2026-12-04T10:30:00Z'); // 16:00 IST
    const state = clockOf([{ type: 'started', at: friday, priority: 'High' }], friday);
    expect(state?.firstResponse.dueAt).toEqual(at('2026-12-07T06:30:00Z'));
    // Over the weekend nothing is counted.
    expect(
      clockOf([{ type: 'started', at: friday, priority: 'High' }], at('2026-12-06T12:00:00Z'))?.firstResponse
        .elapsedMs,
    ).toBe(HOUR_MS);
  });

  it('a priority change restarts the clocks still counting from the change, with the new targets', () => {
    const state = clockOf(
      [
        { type: 'started', at: monday, priority: 'Low' },
        { type: 'priorityChanged', at: minutesAfter(monday, 120), priority: 'VeryHigh' },
      ],
      minutesAfter(monday, 150),
    );
    expect(state?.priority).toBe('VeryHigh');
    expect(state?.firstResponse).toMatchObject({
      elapsedMs: 30 * MINUTE_MS,
      dueAt: minutesAfter(monday, 180),
      clock: 'always',
    });
  });

  it('a priority change after the first response leaves it as it was', () => {
    const state = clockOf(
      [
        { type: 'started', at: monday, priority: 'VeryHigh' },
        { type: 'responded', at: minutesAfter(monday, 5) },
        { type: 'priorityChanged', at: minutesAfter(monday, 10), priority: 'Low' },
      ],
      minutesAfter(monday, 20),
    );
    expect(state?.firstResponse).toMatchObject({
      state: 'stopped',
      targetMs: HOUR_MS,
      stoppedAt: minutesAfter(monday, 5),
    });
    expect(state?.resolution.targetMs).toBe(80 * HOUR_MS);
  });

  it('finishing stops both; re-opening goes on with the resolution from where it stopped', () => {
    const events: SlaEvent[] = [
      { type: 'started', at: monday, priority: 'VeryHigh' },
      { type: 'stopped', at: minutesAfter(monday, 100) },
    ];
    const closed = clockOf(events, minutesAfter(monday, 1000));
    expect(closed?.firstResponse).toMatchObject({ state: 'stopped', breachedAt: minutesAfter(monday, 60) });
    expect(closed?.resolution).toMatchObject({
      state: 'stopped',
      elapsedMs: 100 * MINUTE_MS,
      breachedAt: null,
    });
    events.push({ type: 'reopened', at: minutesAfter(monday, 1000) });
    const reopened = clockOf(events, minutesAfter(monday, 1100));
    expect(reopened?.resolution).toMatchObject({
      state: 'running',
      elapsedMs: 200 * MINUTE_MS,
      dueAt: minutesAfter(monday, 1140),
    });
    expect(reopened?.firstResponse.state).toBe('stopped');
  });

  it('no clock before the booking; events after now and repeated starts are ignored', () => {
    expect(clockOf([{ type: 'paused', at: monday }], monday)).toBeNull();
    const state = clockOf(
      [
        { type: 'started', at: monday, priority: 'VeryHigh' },
        { type: 'started', at: minutesAfter(monday, 30), priority: 'Low' },
        { type: 'responded', at: minutesAfter(monday, 50) },
      ],
      minutesAfter(monday, 40),
    );
    expect(state).toMatchObject({
      priority: 'VeryHigh',
      firstResponse: { state: 'running', elapsedMs: 40 * MINUTE_MS },
    });
  });

  it('paused and resumed 100 times, the time counted leaves every pause out', () => {
    const events: SlaEvent[] = [{ type: 'started', at: monday, priority: 'Low' }];
    for (let index = 0; index < 100; index++) {
      events.push({ type: 'paused', at: minutesAfter(monday, index * 10 + 4) });
      events.push({ type: 'resumed', at: minutesAfter(monday, index * 10 + 10) });
    }
    const alwaysLow = {
      ...DEFAULT_SLA_POLICIES,
      Low: {
        firstResponse: { minutes: 600, clock: 'always' as const },
        resolution: { minutes: 6000, clock: 'always' as const },
      },
    };
    const state = slaClock({
      events,
      policies: alwaysLow,
      calendar: 'always',
      now: minutesAfter(monday, 1000),
    });
    expect(state?.firstResponse).toMatchObject({
      elapsedMs: 400 * MINUTE_MS,
      dueAt: minutesAfter(monday, 1200),
    });
  });
});

describe('slaClock, for any pauses, around the clock', () => {
  it('counts the time that passed less the pauses, and is due when the rest of the target has passed', () => {
    const pauses = fc.array(fc.tuple(fc.integer({ min: 1, max: 600 }), fc.integer({ min: 1, max: 600 })), {
      maxLength: 40,
    });
    fc.assert(
      fc.property(
        pauses,
        fc.integer({ min: 0, max: 600 }),
        fc.integer({ min: 1, max: 20_000 }),
        (gaps, tail, target) => {
          const policies = {
            ...DEFAULT_SLA_POLICIES,
            Medium: {
              firstResponse: { minutes: target, clock: 'always' as const },
              resolution: { minutes: target, clock: 'always' as const },
            },
          };
          const events: SlaEvent[] = [{ type: 'started', at: monday, priority: 'Medium' }];
          let minute = 0;
          let paused = 0;
          for (const [running, waiting] of gaps) {
            minute += running;
            events.push({ type: 'paused', at: minutesAfter(monday, minute) });
            minute += waiting;
            paused += waiting;
            events.push({ type: 'resumed', at: minutesAfter(monday, minute) });
          }
          const now = minutesAfter(monday, minute + tail);
          const state = slaClock({ events, policies, calendar: 'always', now });
          const counted = minute + tail - paused;
          expect(state?.resolution.elapsedMs).toBe(counted * MINUTE_MS);
          if (counted < target) {
            expect(state?.resolution.dueAt).toEqual(minutesAfter(now, target - counted));
            expect(state?.resolution.breachedAt).toBeNull();
          } else {
            expect(state?.resolution.breachedAt).not.toBeNull();
            expect(state?.resolution.breachedAt?.getTime()).toBeLessThanOrEqual(now.getTime());
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('slaClock, for any pauses, in business hours across zones, clock changes and holidays', () => {
  const calendars = fc
    .record({
      timeZone: fc.constantFrom('Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata'),
      start: fc.integer({ min: 0, max: 40 }),
      days: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
      holidays: fc.uniqueArray(fc.integer({ min: 0, max: 120 }), { maxLength: 10 }),
    })
    .map(({ timeZone, start, days, holidays }): BusinessCalendar => {
      const time = (halfHours: number) =>
        `${String(Math.floor(halfHours / 2)).padStart(2, '0')}:${halfHours % 2 ? '30' : '00'}`;
      return {
        timeZone,
        hours: days.map((weekday) => ({ weekday, start: time(start), end: time(Math.min(start + 16, 48)) })),
        holidays: holidays.map((offset) =>
          new Date(Date.UTC(2026, 2, 1) + offset * 86_400_000).toISOString().slice(0, 10),
        ),
      };
    });
  // 1 March to the end of June 2026: spring's clock changes in Europe and America, autumn's at Lord Howe.
  const startArbitrary = fc
    .integer({ min: Date.UTC(2026, 2, 1), max: Date.UTC(2026, 5, 1) })
    .map((ms) => new Date(ms));

  it('counts the working time of the running stretches only, and is due when the rest of the target has been worked', () => {
    const stretches = fc.array(
      fc.tuple(fc.integer({ min: 1, max: 3000 }), fc.integer({ min: 1, max: 3000 })),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(
        calendars,
        startArbitrary,
        stretches,
        fc.integer({ min: 0, max: 3000 }),
        (calendar, start, gaps, tail) => {
          const events: SlaEvent[] = [{ type: 'started', at: start, priority: 'Low' }];
          const running: Array<[Date, Date]> = [];
          let minute = 0;
          for (const [run, wait] of gaps) {
            running.push([minutesAfter(start, minute), minutesAfter(start, minute + run)]);
            minute += run;
            events.push({ type: 'paused', at: minutesAfter(start, minute) });
            minute += wait;
            events.push({ type: 'resumed', at: minutesAfter(start, minute) });
          }
          const now = minutesAfter(start, minute + tail);
          running.push([minutesAfter(start, minute), now]);
          const state = clockOf(events, now, calendar)?.resolution;
          const worked = running.reduce((sum, [from, to]) => sum + workingMsBetween(calendar, from, to), 0);
          expect(state?.elapsedMs).toBe(worked);
          if (state?.dueAt && !state.breachedAt) {
            expect(workingMsBetween(calendar, now, state.dueAt)).toBe(state.targetMs - worked);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
