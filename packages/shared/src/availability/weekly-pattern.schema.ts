import { z } from 'zod';
import { timeZoneSchema } from '../common/time-zone.schema';
import { MAX_BLOCK_HOURS, SLOT_MINUTES } from './availability.limits';
import { MAX_PATTERN_BLOCKS, MINUTES_PER_DAY, WEEKDAY_NAMES } from './weekly-pattern.limits';
import { WEEKLY_PATTERN_MESSAGES } from './weekly-pattern.messages';

export * from './weekly-pattern.limits';
export * from './weekly-pattern.messages';

const TIME = /^(\d{2}):(\d{2})$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Minutes after midnight of an 'HH:mm' (24:00 is the end of the day); null when it is not written so. */
export function minutesOfTime(time: string): number | null {
  const match = TIME.exec(time);
  if (!match || Number(match[2]) > 59) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** 'HH:mm' of minutes after midnight; 1440 reads 24:00, the end of the day. */
export function timeOfMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Whether a yyyy-mm-dd names a real calendar day. */
export function isCalendarDay(day: string): boolean {
  if (!DAY.test(day)) return false;
  const date = new Date(`${day}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
}

/** A wall-clock time of a day, 'HH:mm' from 00:00 to 24:00 (the SLA calendar's hours too). */
export const dayTimeSchema = z
  .string({ error: WEEKLY_PATTERN_MESSAGES.timeFormat })
  .refine((time) => minutesOfTime(time) !== null, { error: WEEKLY_PATTERN_MESSAGES.timeFormat, abort: true })
  .refine((time) => (minutesOfTime(time) ?? 0) <= MINUTES_PER_DAY, {
    error: WEEKLY_PATTERN_MESSAGES.beyondMidnight,
    abort: true,
  });

/** An ISO weekday: 1 Monday … 7 Sunday. */
export const isoWeekdaySchema = z
  .number({ error: WEEKLY_PATTERN_MESSAGES.weekday })
  .int(WEEKLY_PATTERN_MESSAGES.weekday)
  .min(1, WEEKLY_PATTERN_MESSAGES.weekday)
  .max(7, WEEKLY_PATTERN_MESSAGES.weekday);

const patternTimeSchema = dayTimeSchema.refine((time) => (minutesOfTime(time) ?? 0) % SLOT_MINUTES === 0, {
  error: WEEKLY_PATTERN_MESSAGES.offGrid,
});

export const weeklyBlockSchema = z
  .strictObject({
    weekday: isoWeekdaySchema,
    start: patternTimeSchema,
    end: patternTimeSchema,
  })
  .superRefine((block, ctx) => {
    const start = minutesOfTime(block.start);
    const end = minutesOfTime(block.end);
    if (start === null || end === null) return;
    if (start > MINUTES_PER_DAY || end > MINUTES_PER_DAY) return;
    const problem =
      end <= start
        ? WEEKLY_PATTERN_MESSAGES.endBeforeStart
        : end - start > MAX_BLOCK_HOURS * 60
          ? WEEKLY_PATTERN_MESSAGES.tooLong
          : null;
    if (problem) ctx.addIssue({ code: 'custom', path: ['end'], message: problem });
  });
export type WeeklyBlock = z.infer<typeof weeklyBlockSchema>;

/** Each overlap of two blocks on one weekday, said on the later block's start. */
export function findBlockOverlaps(blocks: readonly WeeklyBlock[]): Array<{ index: number; message: string }> {
  const timed = blocks
    .map((block, index) => ({
      block,
      index,
      start: minutesOfTime(block.start),
      end: minutesOfTime(block.end),
    }))
    .filter(
      (entry): entry is typeof entry & { start: number; end: number } =>
        entry.start !== null && entry.end !== null,
    )
    .sort((a, b) => a.block.weekday - b.block.weekday || a.start - b.start || a.index - b.index);
  const overlaps: Array<{ index: number; message: string }> = [];
  for (let i = 1; i < timed.length; i++) {
    const later = timed[i];
    // Against every earlier block of the day, not only the previous: a long block can cover several.
    for (let j = i - 1; j >= 0; j--) {
      const earlier = timed[j];
      if (!later || !earlier || earlier.block.weekday !== later.block.weekday) break;
      if (earlier.end > later.start) {
        overlaps.push({
          index: later.index,
          message: WEEKLY_PATTERN_MESSAGES.overlap(
            WEEKDAY_NAMES[later.block.weekday - 1] ?? '',
            `${earlier.block.start}–${earlier.block.end}`,
            `${later.block.start}–${later.block.end}`,
          ),
        });
        break;
      }
    }
  }
  return overlaps;
}

/** PUT ConsultantAvailability/weekly-pattern: the whole weekly pattern, replaced at once. */
export const weeklyPatternBodySchema = z
  .strictObject({
    timeZone: timeZoneSchema,
    blocks: z.array(weeklyBlockSchema).max(MAX_PATTERN_BLOCKS, WEEKLY_PATTERN_MESSAGES.tooManyBlocks),
  })
  .superRefine(({ blocks }, ctx) => {
    for (const { index, message } of findBlockOverlaps(blocks)) {
      ctx.addIssue({ code: 'custom', path: ['blocks', index, 'start'], message });
    }
  });
export type WeeklyPatternBody = z.infer<typeof weeklyPatternBodySchema>;
export type WeeklyPatternInput = z.input<typeof weeklyPatternBodySchema>;

/** The pattern as stored: no zone until the consultant first publishes one. */
export const weeklyPatternSchema = z.object({
  timeZone: z.string().nullable(),
  blocks: z.array(z.object({ weekday: z.number().int(), start: z.string(), end: z.string() })),
});
export type WeeklyPattern = z.infer<typeof weeklyPatternSchema>;

export const saveWeeklyPatternResponseSchema = z.object({
  pattern: weeklyPatternSchema,
  slotsAdded: z.number().int().describe('Slots the new pattern made in the window'),
  slotsRemoved: z.number().int().describe('Free future slots of the old pattern that went'),
});
export type SaveWeeklyPatternResponse = z.infer<typeof saveWeeklyPatternResponseSchema>;

const exceptionDaySchema = z
  .string({ error: WEEKLY_PATTERN_MESSAGES.dayFormat })
  .refine(isCalendarDay, { error: WEEKLY_PATTERN_MESSAGES.dayFormat })
  .describe("yyyy-mm-dd in the pattern's time zone");

export const exceptionBodySchema = z.strictObject({ day: exceptionDaySchema });
export type ExceptionBody = z.infer<typeof exceptionBodySchema>;
export const exceptionParamsSchema = z.object({ day: exceptionDaySchema });

export const exceptionListSchema = z.object({
  timeZone: z.string().describe("The zone the days are read in: the pattern's, else UTC"),
  days: z.array(z.string()),
});
export type ExceptionList = z.infer<typeof exceptionListSchema>;

/** A session still booked on a day marked off: the consultant releases it from its ticket. */
export const dayOffSessionSchema = z.object({
  ticketId: z.uuid(),
  orderNumber: z.string().nullable(),
  start: z.string().describe('ISO 8601, UTC'),
  end: z.string().describe('ISO 8601, UTC'),
});
export type DayOffSession = z.infer<typeof dayOffSessionSchema>;

export const addExceptionResponseSchema = z.object({
  day: z.string(),
  slotsRemoved: z
    .number()
    .int()
    .describe('Free slots of the day removed, from the pattern and one-off blocks alike'),
  bookedSessions: z
    .array(dayOffSessionSchema)
    .describe('Sessions still booked on the day: the day off does not cancel them'),
});
export type AddExceptionResponse = z.infer<typeof addExceptionResponseSchema>;
export const removeExceptionResponseSchema = z.object({ day: z.string(), slotsAdded: z.number().int() });
export type RemoveExceptionResponse = z.infer<typeof removeExceptionResponseSchema>;
