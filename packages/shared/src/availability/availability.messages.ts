/** Availability words, limits and rules, free of zod: the form and the server run the same checks. */
export const SLOT_MINUTES = 30;
export const MAX_BLOCK_HOURS = 8;
/** A start this far in the past is still accepted: the form's clock and the server's may differ. */
export const PAST_TOLERANCE_MS = 60_000;
/** Slots can be published from today up to this many days ahead. */
export const AVAILABILITY_WINDOW_DAYS = 7;
/** The form's duration choices in minutes: 30 minutes, then 1 to 8 hours. */
export const DURATION_CHOICES_MINUTES = [30, 60, 120, 180, 240, 300, 360, 420, 480] as const;
/** The longest date range one availability read may cover. */
export const MAX_RANGE_DAYS = 31;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
export const SLOT_MS = SLOT_MINUTES * MINUTE_MS;

/** The spec's toast titles of the availability form. */
export const AVAILABILITY_TITLES = {
  missingInformation: 'Missing Information',
  invalidDateTime: 'Invalid Date/Time',
  durationTooLong: 'Duration Too Long',
  overlapping: 'Overlapping Slots Detected',
} as const;

export const AVAILABILITY_MESSAGES = {
  missingFields: 'Please choose a start date, a start time and a duration',
  startInPast: 'The start time cannot be in the past',
  beyondWindow: `Availability can be published for the next ${AVAILABILITY_WINDOW_DAYS} days only`,
  endBeforeStart: 'The end time must be after the start time',
  tooLong: `A block can be at most ${MAX_BLOCK_HOURS} hours long`,
  notSlotMultiple: `The duration must be a multiple of ${SLOT_MINUTES} minutes`,
  overlap: (count: number) => `This block overlaps ${count} existing slot${count === 1 ? '' : 's'}`,
  createFailed: 'Failed to create availability slots',
  created: (count: number) => `${count} availability slot${count === 1 ? '' : 's'} created`,
  deleteFailed: 'Failed to delete slot',
  deleted: 'Slot deleted',
  fetchFailed: 'Failed to fetch consultant availability',
  slotNotFound: 'Slot not found',
  bookedCannotDelete: 'Booked slots cannot be deleted',
  expiredCannotDelete: 'Expired slots cannot be deleted',
  onlyOwnAvailability: 'You can only manage your own availability',
  consultantNotFound: 'Consultant not found',
  rangeInvalid: 'endDate must not be before startDate',
  rangeTooLong: `The date range can span at most ${MAX_RANGE_DAYS} days`,
  massUpdateNote: (email: string) =>
    `Need to change many slots at once? Contact an administrator at ${email} for a mass update.`,
} as const;

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

/** The toast title above one of the availability form's messages (spec §5 "Availability form"). */
export function availabilityProblemTitle(message: string): string {
  if (message === AVAILABILITY_MESSAGES.missingFields) return AVAILABILITY_TITLES.missingInformation;
  if (message === AVAILABILITY_MESSAGES.tooLong) return AVAILABILITY_TITLES.durationTooLong;
  return AVAILABILITY_TITLES.invalidDateTime;
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

/**
 * A conflicting slot travels in a 409's `details` as an ISO 8601 interval ("start/end"), so the
 * one error shape can list the conflicts and the client can show them in local time.
 */
export const CONFLICT_DETAIL_PATH = 'conflicts';

export function toConflictDetail(slot: { slotStartTime: string; slotEndTime: string }) {
  return { path: CONFLICT_DETAIL_PATH, message: `${slot.slotStartTime}/${slot.slotEndTime}` };
}

export function parseConflictDetails(
  details: ReadonlyArray<{ path: string; message: string }> | undefined,
): Array<{ start: Date; end: Date }> {
  return (details ?? [])
    .filter((detail) => detail.path === CONFLICT_DETAIL_PATH)
    .map((detail) => {
      const [start = '', end = ''] = detail.message.split('/');
      return { start: new Date(start), end: new Date(end) };
    })
    .filter(({ start, end }) => !Number.isNaN(start.getTime()) && !Number.isNaN(end.getTime()));
}
