import {
  AVAILABILITY_MESSAGES,
  AVAILABILITY_WINDOW_DAYS,
  addExceptionResponseSchema,
  createAvailabilityResponseSchema,
  EXCEPTION_HORIZON_DAYS,
  MAX_BLOCK_HOURS,
  MAX_PATTERN_BLOCKS,
  PAST_TOLERANCE_MS,
  SLOT_MINUTES,
  saveWeeklyPatternResponseSchema,
  WEEKLY_PATTERN_MESSAGES,
} from '@basisdesk/shared';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { expectBody, expectError } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';
import { useRouteSuite } from '../../../test/route-suite';

/** The application's time: a Monday morning, UTC. */
const NOW = '2031-05-12T08:10:00.000Z';
const suite = useRouteSuite({ now: NOW });

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const at = (offsetMs: number) => new Date(Date.parse(NOW) + offsetMs).toISOString();
const minutes = (count: number) => count * MINUTE_MS;

/** Each test publishes for a consultant of its own, so no block overlaps another test's. */
const newConsultant = () => suite.newUser({ role: 'Consultant' });

const publish = (consultant: TestUser, start: string, end: string) =>
  suite.send('POST', '/api/ConsultantAvailability', consultant, {
    consultantId: consultant.id,
    slotStartTime: start,
    slotEndTime: end,
  });

function expectSlots(response: LightMyRequestResponse, count: number) {
  expect(expectBody(response, 201, createAvailabilityResponseSchema).slots).toHaveLength(count);
}

const savePattern = (consultant: TestUser, blocks: Array<{ weekday: number; start: string; end: string }>) =>
  suite.send('PUT', '/api/ConsultantAvailability/weekly-pattern', consultant, {
    timeZone: 'Asia/Kolkata',
    blocks,
  });

const addException = (consultant: TestUser, day: string) =>
  suite.send('POST', '/api/ConsultantAvailability/exceptions', consultant, { day });

describe('limits the screens enforce, over the API', () => {
  describe('POST ConsultantAvailability (the availability form)', () => {
    it(`start: up to ${PAST_TOLERANCE_MS / MINUTE_MS} minute in the past accepted, a second more refused ('Invalid Date/Time')`, async () => {
      const consultant = await newConsultant();
      const tooEarly = at(-PAST_TOLERANCE_MS - 1000);
      expectError(
        await publish(consultant, tooEarly, at(-PAST_TOLERANCE_MS - 1000 + minutes(SLOT_MINUTES))),
        400,
        AVAILABILITY_MESSAGES.startInPast,
        { path: 'slotStartTime' },
      );
      expectSlots(await publish(consultant, at(-PAST_TOLERANCE_MS), at(-PAST_TOLERANCE_MS + minutes(30))), 1);
    });

    it(`start: up to ${AVAILABILITY_WINDOW_DAYS} days ahead accepted, a minute more refused`, async () => {
      const consultant = await newConsultant();
      const lastStart = AVAILABILITY_WINDOW_DAYS * DAY_MS;
      expectError(
        await publish(consultant, at(lastStart + MINUTE_MS), at(lastStart + MINUTE_MS + minutes(30))),
        400,
        AVAILABILITY_MESSAGES.beyondWindow,
        { path: 'slotStartTime' },
      );
      expectSlots(await publish(consultant, at(lastStart), at(lastStart + minutes(30))), 1);
    });

    it(`duration: ${MAX_BLOCK_HOURS} hours accepted, a slot more refused ('Duration Too Long')`, async () => {
      const consultant = await newConsultant();
      const start = DAY_MS;
      const longest = minutes(MAX_BLOCK_HOURS * 60);
      expectError(
        await publish(consultant, at(start), at(start + longest + minutes(SLOT_MINUTES))),
        400,
        AVAILABILITY_MESSAGES.tooLong,
        { path: 'slotEndTime' },
      );
      expectSlots(
        await publish(consultant, at(start), at(start + longest)),
        (MAX_BLOCK_HOURS * 60) / SLOT_MINUTES,
      );
    });

    it(`duration: whole ${SLOT_MINUTES}-minute slots, after the start`, async () => {
      const consultant = await newConsultant();
      const start = DAY_MS;
      expectError(
        await publish(consultant, at(start), at(start)),
        400,
        AVAILABILITY_MESSAGES.endBeforeStart,
        {
          path: 'slotEndTime',
        },
      );
      expectError(
        await publish(consultant, at(start), at(start + minutes(SLOT_MINUTES + 15))),
        400,
        AVAILABILITY_MESSAGES.notSlotMultiple,
        { path: 'slotEndTime' },
      );
      expectSlots(await publish(consultant, at(start), at(start + minutes(2 * SLOT_MINUTES))), 2);
    });

    it("overlap with an existing slot: 409 ('Overlapping Slots Detected'); the block next to it is accepted", async () => {
      const consultant = await newConsultant();
      const start = 2 * DAY_MS;
      expectSlots(await publish(consultant, at(start), at(start + minutes(60))), 2);
      expectError(
        await publish(consultant, at(start + minutes(30)), at(start + minutes(90))),
        409,
        AVAILABILITY_MESSAGES.overlap(1),
        {
          details: [{ path: 'conflicts', message: `${at(start + minutes(30))}/${at(start + minutes(60))}` }],
        },
      );
      expectSlots(await publish(consultant, at(start + minutes(60)), at(start + minutes(90))), 1);
    });
  });

  describe('PUT ConsultantAvailability/weekly-pattern (the weekly editor)', () => {
    /** Three blocks a day, Monday to Sunday: the most a pattern may have. */
    const fullWeek = Array.from({ length: 7 }, (_, day) =>
      ['06:00', '10:00', '14:00'].map((start) => ({
        weekday: day + 1,
        start,
        end: `${String(Number(start.slice(0, 2)) + 2).padStart(2, '0')}:00`,
      })),
    ).flat();

    it(`blocks: ${MAX_PATTERN_BLOCKS} accepted, one more refused`, async () => {
      expect(fullWeek).toHaveLength(MAX_PATTERN_BLOCKS);
      const consultant = await newConsultant();
      expectError(
        await savePattern(consultant, [...fullWeek, { weekday: 1, start: '18:00', end: '19:00' }]),
        400,
        WEEKLY_PATTERN_MESSAGES.tooManyBlocks,
        { path: 'blocks' },
      );
      const saved = expectBody(await savePattern(consultant, fullWeek), 200, saveWeeklyPatternResponseSchema);
      expect(saved.pattern.blocks).toHaveLength(MAX_PATTERN_BLOCKS);
    });

    it(`a block: ${MAX_BLOCK_HOURS} hours accepted, a slot more refused`, async () => {
      const consultant = await newConsultant();
      expectError(
        await savePattern(consultant, [{ weekday: 2, start: '09:00', end: '17:30' }]),
        400,
        WEEKLY_PATTERN_MESSAGES.tooLong,
        { path: 'blocks.0.end' },
      );
      expectBody(
        await savePattern(consultant, [{ weekday: 2, start: '09:00', end: '17:00' }]),
        200,
        saveWeeklyPatternResponseSchema,
      );
    });

    it(`times: on the ${SLOT_MINUTES}-minute grid, and blocks of a day do not overlap`, async () => {
      const consultant = await newConsultant();
      expectError(
        await savePattern(consultant, [{ weekday: 3, start: '09:15', end: '10:00' }]),
        400,
        WEEKLY_PATTERN_MESSAGES.offGrid,
        { path: 'blocks.0.start' },
      );
      expectError(
        await savePattern(consultant, [
          { weekday: 3, start: '09:00', end: '11:00' },
          { weekday: 3, start: '10:30', end: '12:00' },
        ]),
        400,
        WEEKLY_PATTERN_MESSAGES.overlap('Wednesday', '09:00–11:00', '10:30–12:00'),
        { path: 'blocks.1.start' },
      );
      expectBody(
        await savePattern(consultant, [
          { weekday: 3, start: '09:00', end: '11:00' },
          { weekday: 3, start: '11:00', end: '12:00' },
        ]),
        200,
        saveWeeklyPatternResponseSchema,
      );
    });
  });

  describe('POST ConsultantAvailability/exceptions (the exception days)', () => {
    const dayAfter = (days: number) => at(days * DAY_MS).slice(0, 10);

    it(`day: today up to ${EXCEPTION_HORIZON_DAYS} days ahead accepted, a day more or yesterday refused`, async () => {
      const consultant = await newConsultant();
      for (const day of [dayAfter(EXCEPTION_HORIZON_DAYS + 1), dayAfter(-1)]) {
        expectError(await addException(consultant, day), 400, WEEKLY_PATTERN_MESSAGES.dayOutOfRange, {
          path: 'day',
        });
      }
      for (const day of [dayAfter(0), dayAfter(EXCEPTION_HORIZON_DAYS)]) {
        expect(expectBody(await addException(consultant, day), 201, addExceptionResponseSchema).day).toBe(
          day,
        );
      }
    });
  });
});
