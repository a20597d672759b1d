import { describe, expect, it } from 'vitest';
import { DURATION_CHOICES_MINUTES } from './availability.limits';
import { AVAILABILITY_MESSAGES } from './availability.messages';
import { bookingWindow, checkAvailabilityBlock, getSlotState, splitIntoSlots } from './availability-rules';
import { parseConflictDetails, toConflictDetail } from './slot-conflicts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const NOW = new Date('2031-05-12T08:10:00.000Z');
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);
const block = (startOffset: number, durationMs: number) =>
  checkAvailabilityBlock(at(startOffset), at(startOffset + durationMs), NOW);

describe('an availability block (spec §5 "Availability form", §9)', () => {
  it('a start 1 minute in the past is still accepted; earlier is refused: Invalid Date/Time', () => {
    expect(block(-MINUTE, HOUR)).toBeNull();
    expect(block(-MINUTE - 1, HOUR)).toEqual({
      title: 'Invalid Date/Time',
      message: AVAILABILITY_MESSAGES.startInPast,
      path: 'slotStartTime',
    });
  });

  it('the slot window is today to +7 days', () => {
    expect(block(7 * DAY, HOUR)).toBeNull();
    expect(block(7 * DAY + 1, HOUR)).toEqual({
      title: 'Invalid Date/Time',
      message: 'Availability can be published for the next 7 days only',
      path: 'slotStartTime',
    });
  });

  it('the end comes after the start', () => {
    for (const duration of [0, -30 * MINUTE]) {
      expect(block(HOUR, duration)).toMatchObject({
        message: 'The end time must be after the start time',
        path: 'slotEndTime',
      });
    }
  });

  it('a block up to 8 hours is accepted; over 8 hours is refused: Duration Too Long', () => {
    expect(block(HOUR, 8 * HOUR)).toBeNull();
    expect(block(HOUR, 8.5 * HOUR)).toEqual({
      title: 'Duration Too Long',
      message: 'A block can be at most 8 hours long',
      path: 'slotEndTime',
    });
  });

  it('a block is whole 30-minute bookable slots', () => {
    expect(block(HOUR, 30 * MINUTE)).toBeNull();
    expect(block(HOUR, 45 * MINUTE)).toMatchObject({
      message: 'The duration must be a multiple of 30 minutes',
    });
  });

  it('the form offers 30 minutes and 1 to 8 hours', () => {
    expect(DURATION_CHOICES_MINUTES).toEqual([30, 60, 120, 180, 240, 300, 360, 420, 480]);
    for (const minutes of DURATION_CHOICES_MINUTES)
      expect(block(HOUR, minutes * MINUTE), String(minutes)).toBeNull();
  });
});

describe("the booking view's window", () => {
  it('is today and the next 7 days in whole UTC days, written as the request writes them', () => {
    for (const now of ['2031-05-12T00:00:00.000Z', '2031-05-12T08:10:00.000Z', '2031-05-12T23:59:59.999Z']) {
      expect(bookingWindow(new Date(now)), now).toEqual({
        start: new Date('2031-05-12T00:00:00.000Z'),
        end: new Date('2031-05-20T00:00:00.000Z'),
        startDate: '2031-05-12',
        endDate: '2031-05-19',
      });
    }
  });

  it('covers every start the block form takes: up to 7 days from now', () => {
    const window = bookingWindow(NOW);
    expect(at(7 * DAY).getTime()).toBeLessThan(window.end.getTime());
    expect(window.start.getTime()).toBeLessThanOrEqual(NOW.getTime());
  });
});

describe('slots', () => {
  it('a block is split into 30-minute bookable slots, in time order', () => {
    const slots = splitIntoSlots(at(0), at(3 * HOUR));
    expect(slots).toHaveLength(6);
    slots.forEach((slot, index) => {
      expect(slot.start).toEqual(at(index * 30 * MINUTE));
      expect(slot.end).toEqual(at((index + 1) * 30 * MINUTE));
    });
  });

  it('Available while not booked and not ended; Expired from the moment it ends; Booked wins', () => {
    const ends = (offset: number) => at(offset).toISOString();
    expect(getSlotState({ slotEndTime: ends(1), isBooked: false }, NOW)).toBe('Available');
    expect(getSlotState({ slotEndTime: ends(0), isBooked: false }, NOW)).toBe('Expired');
    expect(getSlotState({ slotEndTime: ends(-HOUR), isBooked: true }, NOW)).toBe('Booked');
    expect(getSlotState({ slotEndTime: at(HOUR), isBooked: true }, NOW)).toBe('Booked');
  });

  it('a conflict travels as an ISO interval and is read back; other details are ignored', () => {
    const slot = { slotStartTime: '2031-05-13T10:00:00.000Z', slotEndTime: '2031-05-13T10:30:00.000Z' };
    const detail = toConflictDetail(slot);
    expect(detail).toEqual({
      path: 'conflicts',
      message: '2031-05-13T10:00:00.000Z/2031-05-13T10:30:00.000Z',
    });
    expect(
      parseConflictDetails([
        detail,
        { path: 'slotStartTime', message: 'x' },
        { path: 'conflicts', message: 'nonsense' },
      ]),
    ).toEqual([{ start: new Date(slot.slotStartTime), end: new Date(slot.slotEndTime) }]);
    expect(parseConflictDetails(undefined)).toEqual([]);
  });

  it("the overlap message counts the slots: 'Overlapping Slots Detected'", () => {
    expect(AVAILABILITY_MESSAGES.overlap(1)).toBe('This block overlaps 1 existing slot');
    expect(AVAILABILITY_MESSAGES.overlap(4)).toBe('This block overlaps 4 existing slots');
  });
});
