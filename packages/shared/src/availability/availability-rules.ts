import { AVAILABILITY_WINDOW_DAYS, MAX_BLOCK_HOURS, PAST_TOLERANCE_MS, SLOT_MS } from './availability.limits';
import { AVAILABILITY_MESSAGES, AVAILABILITY_TITLES } from './availability.messages';

/** The rules of availability blocks and slots, free of zod: the form and the server run the same checks. */

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

export interface BlockProblem {
  /** The toast title the form shows. */
  title: string;
  message: string;
  /** The request field the problem is about. */
  path: 'slotStartTime' | 'slotEndTime';
}

/**
 * The rules of one availability block (spec §5, §9): starts at most 1 minute in the past and
 * within the next 7 days, ends after it starts, lasts at most 8 hours in whole 30-minute slots.
 */
export function checkAvailabilityBlock(start: Date, end: Date, now: Date): BlockProblem | null {
  const { invalidDateTime, durationTooLong } = AVAILABILITY_TITLES;
  if (start.getTime() < now.getTime() - PAST_TOLERANCE_MS) {
    return { title: invalidDateTime, message: AVAILABILITY_MESSAGES.startInPast, path: 'slotStartTime' };
  }
  if (start.getTime() > now.getTime() + AVAILABILITY_WINDOW_DAYS * DAY_MS) {
    return { title: invalidDateTime, message: AVAILABILITY_MESSAGES.beyondWindow, path: 'slotStartTime' };
  }
  const duration = end.getTime() - start.getTime();
  if (duration <= 0) {
    return { title: invalidDateTime, message: AVAILABILITY_MESSAGES.endBeforeStart, path: 'slotEndTime' };
  }
  if (duration > MAX_BLOCK_HOURS * HOUR_MS) {
    return { title: durationTooLong, message: AVAILABILITY_MESSAGES.tooLong, path: 'slotEndTime' };
  }
  if (duration % SLOT_MS !== 0) {
    return { title: invalidDateTime, message: AVAILABILITY_MESSAGES.notSlotMultiple, path: 'slotEndTime' };
  }
  return null;
}

/**
 * The booking view's window (GET ConsultantAvailability?consultantId&startDate&endDate): today and
 * the next 7 days as whole UTC days, because the API reads yyyy-mm-dd bounds in UTC (spec §9
 * "today to +7 days"). `start` and `end` are the instants it covers (end exclusive); `startDate`
 * and `endDate` are the bounds as a request writes them (a date-only end includes its whole day).
 * The booking view's columns follow from it, so no slot it returns is left out.
 */
export function bookingWindow(now: Date): { start: Date; end: Date; startDate: string; endDate: string } {
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const lastDay = start + AVAILABILITY_WINDOW_DAYS * DAY_MS;
  return {
    start: new Date(start),
    end: new Date(lastDay + DAY_MS),
    startDate: new Date(start).toISOString().slice(0, 10),
    endDate: new Date(lastDay).toISOString().slice(0, 10),
  };
}

/** A block cut into its bookable 30-minute slots, in order. */
export function splitIntoSlots(start: Date, end: Date): Array<{ start: Date; end: Date }> {
  const slots: Array<{ start: Date; end: Date }> = [];
  for (let at = start.getTime(); at + SLOT_MS <= end.getTime(); at += SLOT_MS) {
    slots.push({ start: new Date(at), end: new Date(at + SLOT_MS) });
  }
  return slots;
}

export const SLOT_STATES = ['Available', 'Booked', 'Expired'] as const;

export type SlotState = (typeof SLOT_STATES)[number];

/** Booked wins: a booked slot stays a record of its booking after it ends. Expired: ended, never booked. */
export function getSlotState(slot: { slotEndTime: string | Date; isBooked: boolean }, now: Date): SlotState {
  if (slot.isBooked) return 'Booked';
  return new Date(slot.slotEndTime).getTime() <= now.getTime() ? 'Expired' : 'Available';
}

/** The toast title above one of the availability form's messages (spec §5 "Availability form"). */
export function availabilityProblemTitle(message: string): string {
  if (message === AVAILABILITY_MESSAGES.missingFields) return AVAILABILITY_TITLES.missingInformation;
  if (message === AVAILABILITY_MESSAGES.tooLong) return AVAILABILITY_TITLES.durationTooLong;
  return AVAILABILITY_TITLES.invalidDateTime;
}
