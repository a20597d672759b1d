import { describe, expect, it } from 'vitest';
import { WEEKLY_PATTERN_MESSAGES } from '../availability/weekly-pattern.schema';
import { DEFAULT_SLA_SETTINGS, SLA_MESSAGES } from './sla-policy';
import { slaSettingsSchema } from './sla-policy.schema';

/** The defaults with one change, as an admin would send them. */
const withChange = (change: (settings: typeof DEFAULT_SLA_SETTINGS) => unknown) =>
  change(JSON.parse(JSON.stringify(DEFAULT_SLA_SETTINGS)) as typeof DEFAULT_SLA_SETTINGS);

/** Each problem as path: message. */
function problemsOf(body: unknown): string[] {
  const parsed = slaSettingsSchema.safeParse(body);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('slaSettingsSchema', () => {
  it('takes the defaults as they are', () => {
    expect(problemsOf(DEFAULT_SLA_SETTINGS)).toEqual([]);
  });

  it.each([0, -30, 1.5, 90 * 24 * 60 + 1])('refuses a target of %s minutes', (minutes) => {
    const body = withChange((settings) => {
      settings.policies.VeryHigh.firstResponse.minutes = minutes;
      return settings;
    });
    expect(problemsOf(body)).toEqual([
      `policies.VeryHigh.firstResponse.minutes: ${SLA_MESSAGES.targetMinutes}`,
    ]);
  });

  it('refuses a clock that is neither, a missing priority and an unknown key', () => {
    const body = withChange((settings) => {
      (settings.policies.High.resolution as { clock: string }).clock = 'weekdays';
      delete (settings.policies as Partial<typeof settings.policies>).Low;
      return { ...settings, escalate: true };
    });
    const problems = problemsOf(body);
    expect(problems).toContain(`policies.High.resolution.clock: ${SLA_MESSAGES.clock}`);
    expect(problems.some((problem) => problem.startsWith('policies.Low'))).toBe(true);
    expect(problems.some((problem) => problem.includes('escalate'))).toBe(true);
  });

  it('refuses business hours that end before they start, overlap, or are none', () => {
    const backwards = withChange((settings) => {
      settings.platformCalendar.hours = [{ weekday: 1, start: '17:00', end: '09:00' }];
      return settings;
    });
    expect(problemsOf(backwards)).toEqual([
      `platformCalendar.hours.0.end: ${WEEKLY_PATTERN_MESSAGES.endBeforeStart}`,
    ]);
    const overlapping = withChange((settings) => {
      settings.platformCalendar.hours = [
        { weekday: 2, start: '09:00', end: '13:00' },
        { weekday: 2, start: '12:00', end: '17:00' },
      ];
      return settings;
    });
    expect(problemsOf(overlapping)).toEqual([
      `platformCalendar.hours.1.start: ${WEEKLY_PATTERN_MESSAGES.overlap('Tuesday', '09:00–13:00', '12:00–17:00')}`,
    ]);
    const none = withChange((settings) => {
      settings.platformCalendar.hours = [];
      return settings;
    });
    expect(problemsOf(none)).toEqual([`platformCalendar.hours: ${SLA_MESSAGES.noHours}`]);
  });

  it('refuses a holiday that is no date, a day listed twice and an unknown zone', () => {
    const body = withChange((settings) => {
      settings.platformCalendar.holidays = ['2026-12-25', '2026-02-30', '26/01/2027', '2026-12-25'];
      settings.platformCalendar.timeZone = 'Mars/Olympus';
      return settings;
    });
    const problems = problemsOf(body);
    expect(problems).toContain(`platformCalendar.holidays.1: ${SLA_MESSAGES.holidayFormat}`);
    expect(problems).toContain(`platformCalendar.holidays.2: ${SLA_MESSAGES.holidayFormat}`);
    expect(problems.some((problem) => problem.startsWith('platformCalendar.timeZone'))).toBe(true);
    const twice = withChange((settings) => {
      settings.platformCalendar.holidays = ['2026-12-25', '2027-01-26', '2026-12-25'];
      return settings;
    });
    expect(problemsOf(twice)).toEqual([
      `platformCalendar.holidays.2: ${SLA_MESSAGES.holidayTwice('2026-12-25')}`,
    ]);
  });

  it('refuses more than 100 holidays and a source of hours it does not know', () => {
    const body = withChange((settings) => {
      settings.platformCalendar.holidays = Array.from({ length: 101 }, (_, index) =>
        new Date(Date.UTC(2027, 0, 1) + index * 86_400_000).toISOString().slice(0, 10),
      );
      return { ...settings, businessHours: 'customer' };
    });
    expect(problemsOf(body)).toEqual([
      `businessHours: ${SLA_MESSAGES.businessHours}`,
      `platformCalendar.holidays: ${SLA_MESSAGES.tooManyHolidays}`,
    ]);
  });
});

describe('business hours', () => {
  it('take any minute and a day longer than a booking block, up to 24:00', () => {
    const body = withChange((settings) => {
      settings.platformCalendar.hours = [
        { weekday: 1, start: '08:15', end: '18:45' },
        { weekday: 6, start: '00:00', end: '24:00' },
      ];
      return settings;
    });
    expect(problemsOf(body)).toEqual([]);
  });

  it('refuse a time that is no time, past midnight, and a weekday of 8', () => {
    const body = withChange((settings) => {
      settings.platformCalendar.hours = [{ weekday: 8, start: '9am', end: '24:30' }];
      return settings;
    });
    expect(problemsOf(body)).toEqual([
      `platformCalendar.hours.0.weekday: ${WEEKLY_PATTERN_MESSAGES.weekday}`,
      `platformCalendar.hours.0.start: ${WEEKLY_PATTERN_MESSAGES.timeFormat}`,
      `platformCalendar.hours.0.end: ${WEEKLY_PATTERN_MESSAGES.beyondMidnight}`,
    ]);
  });
});
