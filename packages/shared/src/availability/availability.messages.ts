import {
  AVAILABILITY_WINDOW_DAYS,
  MAX_BLOCK_HOURS,
  MAX_RANGE_DAYS,
  SLOT_MINUTES,
} from './availability.limits';

/** The spec's availability words, free of zod so light pages can use them. */

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
