import { z } from 'zod';
import {
  dayTimeSchema,
  findBlockOverlaps,
  isCalendarDay,
  isoWeekdaySchema,
  MAX_PATTERN_BLOCKS,
  minutesOfTime,
  WEEKLY_PATTERN_MESSAGES,
} from '../availability/weekly-pattern.schema';
import { timeZoneSchema } from '../common/time-zone.schema';
import {
  MAX_SLA_HOLIDAYS,
  MAX_SLA_TARGET_MINUTES,
  SLA_BUSINESS_HOURS_SOURCES,
  SLA_CLOCKS,
  SLA_MESSAGES,
} from './sla-policy';

export * from './business-hours';
export * from './sla-clock';
export * from './sla-policy';

const slaTargetSchema = z.strictObject({
  minutes: z
    .number({ error: SLA_MESSAGES.targetMinutes })
    .int(SLA_MESSAGES.targetMinutes)
    .min(1, SLA_MESSAGES.targetMinutes)
    .max(MAX_SLA_TARGET_MINUTES, SLA_MESSAGES.targetMinutes)
    .describe('Minutes, counted in business hours or around the clock'),
  clock: z.enum(SLA_CLOCKS, { error: SLA_MESSAGES.clock }),
});

const slaPolicySchema = z.strictObject({
  firstResponse: slaTargetSchema.describe("The consultant's first message or status change"),
  resolution: slaTargetSchema.describe('Completed, Closed or Topic Closed'),
});

const holidaySchema = z
  .string({ error: SLA_MESSAGES.holidayFormat })
  .refine(isCalendarDay, { error: SLA_MESSAGES.holidayFormat })
  .describe("yyyy-mm-dd in the calendar's zone");

/**
 * A block of business hours on a weekday: the weekly pattern's words, without its booking rules
 * (the 30-minute grid and 8 hours at most are for slots; an office may open 09:00–18:15).
 */
const businessHoursBlockSchema = z
  .strictObject({
    weekday: isoWeekdaySchema,
    start: dayTimeSchema,
    end: dayTimeSchema,
  })
  .superRefine((block, ctx) => {
    const [start, end] = [minutesOfTime(block.start), minutesOfTime(block.end)];
    if (start !== null && end !== null && end <= start) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: WEEKLY_PATTERN_MESSAGES.endBeforeStart });
    }
  });

/** The platform's business hours: a weekly pattern's blocks in a zone, and its holidays. */
export const businessCalendarSchema = z
  .strictObject({
    timeZone: timeZoneSchema,
    hours: z
      .array(businessHoursBlockSchema)
      .min(1, SLA_MESSAGES.noHours)
      .max(MAX_PATTERN_BLOCKS, WEEKLY_PATTERN_MESSAGES.tooManyBlocks),
    holidays: z.array(holidaySchema).max(MAX_SLA_HOLIDAYS, SLA_MESSAGES.tooManyHolidays),
  })
  .superRefine(({ hours, holidays }, ctx) => {
    for (const { index, message } of findBlockOverlaps(hours)) {
      ctx.addIssue({ code: 'custom', path: ['hours', index, 'start'], message });
    }
    const seen = new Set<string>();
    holidays.forEach((day, index) => {
      if (seen.has(day))
        ctx.addIssue({ code: 'custom', path: ['holidays', index], message: SLA_MESSAGES.holidayTwice(day) });
      seen.add(day);
    });
  });

/** GET and PUT Admin/sla-settings: the policies per priority, whose hours count, the platform calendar. */
export const slaSettingsSchema = z.strictObject({
  policies: z.strictObject({
    Low: slaPolicySchema,
    Medium: slaPolicySchema,
    High: slaPolicySchema,
    VeryHigh: slaPolicySchema,
  }),
  businessHours: z.enum(SLA_BUSINESS_HOURS_SOURCES, { error: SLA_MESSAGES.businessHours }),
  platformCalendar: businessCalendarSchema,
});
