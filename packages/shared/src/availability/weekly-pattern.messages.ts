import { MAX_BLOCK_HOURS, SLOT_MINUTES } from './availability.limits';
import { EXCEPTION_HORIZON_DAYS, MAX_PATTERN_BLOCKS } from './weekly-pattern.limits';

/** The weekly availability's words, free of zod so the editor can use them. */
export const WEEKLY_PATTERN_MESSAGES = {
  timeFormat: 'Use a time as HH:mm, e.g. 09:00',
  offGrid: `Times must be on the ${SLOT_MINUTES}-minute grid (:00 or :30)`,
  endBeforeStart: 'The end time must be after the start time',
  beyondMidnight: 'Times run from 00:00 to 24:00',
  tooLong: `This block exceeds ${MAX_BLOCK_HOURS} hours`,
  weekday: 'Weekday must be 1 (Monday) to 7 (Sunday)',
  tooManyBlocks: `A weekly pattern can have at most ${MAX_PATTERN_BLOCKS} blocks`,
  overlap: (weekday: string, first: string, second: string) =>
    `Blocks on ${weekday} overlap: ${first} and ${second}`,
  consultantsOnly: 'Only consultants have weekly availability',
  dayFormat: 'Day must be a date (yyyy-mm-dd)',
  dayOutOfRange: `Choose a day from today up to ${EXCEPTION_HORIZON_DAYS} days ahead`,
  exceptionNotFound: 'That day is not marked as an exception',
  saved: (added: number) => `Weekly availability saved: ${added} slot${added === 1 ? '' : 's'} added`,
  saveFailed: 'Failed to save weekly availability',
  fetchFailed: 'Failed to load weekly availability',
  exceptionAdded: (removed: number) =>
    `Day marked as an exception: ${removed} free slot${removed === 1 ? '' : 's'} removed`,
  bookedOnDayOff: (count: number) =>
    `${count} booked session${count === 1 ? ' is' : 's are'} still on this day. A day off does not cancel them: open the ticket to release ${count === 1 ? 'it' : 'them'}, or keep ${count === 1 ? 'it' : 'them'}.`,
  exceptionRemoved: (added: number) => `Exception removed: ${added} slot${added === 1 ? '' : 's'} added`,
  exceptionFailed: 'Failed to update exception days',
  blockOnDayOffTitle: 'Add a block on a day off?',
  blockOnDayOff: (day: string) =>
    `${day} is marked as a day off: your weekly pattern makes no slots on it. Customers will be able to book this block all the same.`,
} as const;
