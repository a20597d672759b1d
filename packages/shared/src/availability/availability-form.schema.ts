import { z } from 'zod';
import { instantAtWallClock } from '../common/wall-clock';
import { AVAILABILITY_MESSAGES } from './availability.messages';
import { createAvailabilityBodySchema } from './availability.schema';
import { checkAvailabilityBlock } from './availability-rules';

const DATE_INPUT = /^\d{4}-\d{2}-\d{2}$/;
const TIME_INPUT = /^\d{2}:\d{2}(:\d{2})?$/;
const MINUTE_MS = 60_000;

/**
 * A date input's yyyy-mm-dd and a time input's hh:mm, read in `timeZone` (the person's own zone,
 * in which the screen shows every time); without one, in the runtime's zone. Null for a time the
 * clocks skip that day.
 */
export function readLocalStart(date: string, time: string, timeZone?: string): Date | null {
  if (!DATE_INPUT.test(date) || !TIME_INPUT.test(time)) return null;
  if (timeZone) {
    const [hours = 0, minutes = 0] = time.split(':').map(Number);
    return instantAtWallClock(date, hours * 60 + minutes, timeZone);
  }
  // A date-time without an offset is local time (ECMAScript).
  const start = new Date(`${date}T${time}`);
  return Number.isNaN(start.getTime()) ? null : start;
}

/** The end of a block: its start plus the chosen duration in minutes; null while either is missing. */
export function readBlockEnd(start: Date | null, durationMinutes: string): Date | null {
  const minutes = Number(durationMinutes);
  if (!start || !durationMinutes || !Number.isInteger(minutes) || minutes <= 0) return null;
  return new Date(start.getTime() + minutes * MINUTE_MS);
}

const BLOCK_FIELD_OF_MESSAGE: Record<string, 'date' | 'time' | 'durationMinutes'> = {
  [AVAILABILITY_MESSAGES.startInPast]: 'time',
  [AVAILABILITY_MESSAGES.beyondWindow]: 'date',
};

/**
 * The availability form as its inputs hold it: a start date and time in the person's zone
 * (`timeZone`, which the form carries without showing it) and a duration in minutes. It applies the block rules the server applies (checkAvailabilityBlock, against the
 * clock at submit time) and gives the API's body.
 */
export const availabilityFormSchema = createAvailabilityBodySchema
  .pick({ consultantId: true })
  .extend({
    date: z.string(),
    time: z.string(),
    durationMinutes: z.string(),
    timeZone: z.string().optional(),
  })
  .transform(({ consultantId, date, time, durationMinutes, timeZone }, ctx) => {
    const start = readLocalStart(date, time, timeZone);
    const end = readBlockEnd(start, durationMinutes);
    if (!start || !end) {
      const missing = [
        !DATE_INPUT.test(date) && 'date',
        !TIME_INPUT.test(time) && 'time',
        !readBlockEnd(new Date(0), durationMinutes) && 'durationMinutes',
      ].filter((field) => field !== false);
      for (const field of missing.length > 0 ? missing : ['date']) {
        ctx.addIssue({ code: 'custom', path: [field], message: AVAILABILITY_MESSAGES.missingFields });
      }
      return z.NEVER;
    }
    const problem = checkAvailabilityBlock(start, end, new Date());
    if (problem) {
      const field = BLOCK_FIELD_OF_MESSAGE[problem.message] ?? 'durationMinutes';
      ctx.addIssue({ code: 'custom', path: [field], message: problem.message });
      return z.NEVER;
    }
    return { consultantId, slotStartTime: start.toISOString(), slotEndTime: end.toISOString() };
  })
  .pipe(createAvailabilityBodySchema);
export type AvailabilityFormInput = z.input<typeof availabilityFormSchema>;
