import { describe, expect, it } from 'vitest';
import {
  exceptionBodySchema,
  exceptionParamsSchema,
  findBlockOverlaps,
  isCalendarDay,
  minutesOfTime,
  timeOfMinutes,
  WEEKLY_PATTERN_MESSAGES,
  weeklyPatternBodySchema,
} from '../index';

const issuesOf = (body: unknown) =>
  (weeklyPatternBodySchema.safeParse(body).error?.issues ?? []).map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
const pattern = (...blocks: Array<[number, string, string]>) => ({
  timeZone: 'Asia/Kolkata',
  blocks: blocks.map(([weekday, start, end]) => ({ weekday, start, end })),
});

describe('weekly pattern times', () => {
  it('reads HH:mm as minutes after midnight and writes them back, 24:00 included', () => {
    expect(minutesOfTime('09:30')).toBe(570);
    expect(minutesOfTime('24:00')).toBe(1440);
    expect(minutesOfTime('9:30')).toBeNull();
    expect(minutesOfTime('09:75')).toBeNull();
    expect(timeOfMinutes(570)).toBe('09:30');
    expect(timeOfMinutes(1440)).toBe('24:00');
  });

  it('knows real calendar days', () => {
    expect(isCalendarDay('2026-10-25')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('25/10/2026')).toBe(false);
    expect(exceptionBodySchema.safeParse({ day: '2026-13-01' }).success).toBe(false);
  });
});

describe('weeklyPatternBodySchema', () => {
  it('accepts Monday to Friday 09:00–13:00, a block up to 24:00, and an empty pattern', () => {
    const weekdays = [1, 2, 3, 4, 5].map((day) => [day, '09:00', '13:00'] as [number, string, string]);
    expect(issuesOf(pattern(...weekdays))).toEqual([]);
    expect(issuesOf(pattern([6, '16:00', '24:00']))).toEqual([]);
    expect(issuesOf(pattern())).toEqual([]);
  });

  it('refuses a block over 8 hours, an end at or before the start, and times off the grid', () => {
    expect(issuesOf(pattern([1, '08:00', '16:30']))).toEqual([
      { path: 'blocks.0.end', message: 'This block exceeds 8 hours' },
    ]);
    expect(issuesOf(pattern([1, '10:00', '10:00']))).toEqual([
      { path: 'blocks.0.end', message: 'The end time must be after the start time' },
    ]);
    expect(issuesOf(pattern([1, '09:15', '10:00']))).toEqual([
      { path: 'blocks.0.start', message: 'Times must be on the 30-minute grid (:00 or :30)' },
    ]);
    expect(issuesOf(pattern([1, '9am', '24:30']))).toEqual([
      { path: 'blocks.0.start', message: 'Use a time as HH:mm, e.g. 09:00' },
      { path: 'blocks.0.end', message: 'Times run from 00:00 to 24:00' },
    ]);
  });

  it('refuses blocks of one weekday that overlap, naming both on the later one', () => {
    expect(issuesOf(pattern([1, '12:00', '14:00'], [2, '12:00', '14:00'], [1, '09:00', '13:00']))).toEqual([
      { path: 'blocks.0.start', message: 'Blocks on Monday overlap: 09:00–13:00 and 12:00–14:00' },
    ]);
    // Touching blocks do not overlap; a long block covering two later ones is said for each.
    expect(findBlockOverlaps(pattern([3, '09:00', '10:00'], [3, '10:00', '11:00']).blocks)).toEqual([]);
    expect(
      findBlockOverlaps(pattern([3, '08:00', '16:00'], [3, '09:00', '10:00'], [3, '11:00', '12:00']).blocks),
    ).toEqual([
      { index: 1, message: 'Blocks on Wednesday overlap: 08:00–16:00 and 09:00–10:00' },
      { index: 2, message: 'Blocks on Wednesday overlap: 08:00–16:00 and 11:00–12:00' },
    ]);
  });

  it('refuses a weekday outside 1–7, more than 21 blocks, an unknown zone and unknown fields', () => {
    expect(issuesOf(pattern([8, '09:00', '10:00']))).toEqual([
      { path: 'blocks.0.weekday', message: 'Weekday must be 1 (Monday) to 7 (Sunday)' },
    ]);
    const many = Array.from({ length: 22 }, (_, i) => [
      1 + (i % 7),
      `0${Math.floor(i / 7)}:00`,
      `0${Math.floor(i / 7)}:30`,
    ]);
    expect(issuesOf(pattern(...(many as Array<[number, string, string]>)))).toEqual([
      { path: 'blocks', message: 'A weekly pattern can have at most 21 blocks' },
    ]);
    expect(issuesOf({ ...pattern(), timeZone: 'IST' })).toEqual([
      { path: 'timeZone', message: 'Choose a time zone from the list (an IANA name such as Asia/Kolkata)' },
    ]);
    expect(issuesOf({ ...pattern(), repeat: true })).toHaveLength(1);
  });
});

describe('weekly pattern messages', () => {
  it('count slots in the singular and the plural', () => {
    expect(WEEKLY_PATTERN_MESSAGES.saved(1)).toBe('Weekly availability saved: 1 slot added');
    expect(WEEKLY_PATTERN_MESSAGES.saved(48)).toBe('Weekly availability saved: 48 slots added');
    expect(WEEKLY_PATTERN_MESSAGES.exceptionAdded(1)).toBe('Day marked as an exception: 1 free slot removed');
    expect(WEEKLY_PATTERN_MESSAGES.exceptionAdded(0)).toBe(
      'Day marked as an exception: 0 free slots removed',
    );
    expect(WEEKLY_PATTERN_MESSAGES.exceptionRemoved(1)).toBe('Exception removed: 1 slot added');
    expect(WEEKLY_PATTERN_MESSAGES.exceptionRemoved(8)).toBe('Exception removed: 8 slots added');
  });

  it('name a missing time, weekday or day in their own words', () => {
    expect(issuesOf({ timeZone: 'UTC', blocks: [{ weekday: 1.5, start: 9, end: '10:00' }] })).toEqual([
      { path: 'blocks.0.weekday', message: 'Weekday must be 1 (Monday) to 7 (Sunday)' },
      { path: 'blocks.0.start', message: 'Use a time as HH:mm, e.g. 09:00' },
    ]);
    expect(issuesOf({ timeZone: 'UTC', blocks: [{ weekday: 0, start: '24:00', end: '24:00' }] })).toEqual([
      { path: 'blocks.0.weekday', message: 'Weekday must be 1 (Monday) to 7 (Sunday)' },
      { path: 'blocks.0.end', message: 'The end time must be after the start time' },
    ]);
    expect(exceptionParamsSchema.safeParse({ day: 20261008 }).error?.issues[0]?.message).toBe(
      'Day must be a date (yyyy-mm-dd)',
    );
  });
});
