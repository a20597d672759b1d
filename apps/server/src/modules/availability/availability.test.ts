import crypto from 'node:crypto';
import {
  type AvailabilitySlot,
  availabilitySlotListSchema,
  createAvailabilityResponseSchema,
} from '@basisdesk/shared';
import { and, count, eq, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useBookingKit } from '../../../test/booking-kit';
import { AUTHENTICATION_REQUIRED, expectBody, expectError } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';
import { type Caller, NO_TOKEN } from '../../../test/send-request';
import { isPostgres } from '../../../test/test-app';
import { availabilitySlots } from '../../db/schema';

/** The application's time, a Monday morning; tests move it and afterEach puts it back. */
const NOW = '2031-05-12T08:10:00.000Z';
const kit = useBookingKit({ admin: { firstName: 'Ila', lastName: 'Sen' }, now: NOW });
afterEach(() => kit.clock.set(NOW));
const setNow = (iso: string) => kit.clock.set(iso);

const MINUTE_MS = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
const plus = (at: string, minutes: number) => iso(Date.parse(at) + minutes * MINUTE_MS);

const newConsultant = () => kit.newUser({ role: 'Consultant' });

const post = (payload: unknown, caller: Caller) =>
  kit.send('POST', '/api/ConsultantAvailability', caller, payload);

const block = (consultant: TestUser, start: string, end: string) => ({
  consultantId: consultant.id,
  slotStartTime: start,
  slotEndTime: end,
});

/** Publishes a block as the consultant and returns its slots. */
async function publish(consultant: TestUser, start: string, end: string): Promise<AvailabilitySlot[]> {
  const response = await post(block(consultant, start, end), consultant);
  return expectBody(response, 201, createAvailabilityResponseSchema).slots;
}

const listUpcoming = (params: Record<string, string>, caller: Caller = kit.customer) =>
  kit.send('GET', `/api/ConsultantAvailability?${new URLSearchParams(params)}`, caller);

const listForConsultant = (id: string, params: Record<string, string> = {}, caller: Caller = kit.customer) =>
  kit.send('GET', `/api/ConsultantAvailability/consultant/${id}?${new URLSearchParams(params)}`, caller);

const slotsIn = async (response: Promise<LightMyRequestResponse>) =>
  expectBody(await response, 200, availabilitySlotListSchema);

const remove = (slotId: string, caller: Caller) =>
  kit.send('DELETE', `/api/ConsultantAvailability/${slotId}`, caller);

/** A booking, as the ticket flow makes it: the slot carries the ticket's id. */
async function markBooked(slotId: string) {
  const [slot] = await kit.database.db
    .select()
    .from(availabilitySlots)
    .where(eq(availabilitySlots.id, slotId));
  if (!slot) throw new Error(`markBooked: no slot ${slotId}`);
  const ticketId = await kit.insertTicketRow({
    customerId: kit.customer.id,
    consultantId: slot.consultantId,
  });
  await kit.database.db.update(availabilitySlots).set({ ticketId }).where(eq(availabilitySlots.id, slotId));
}

const startsOf = (slots: AvailabilitySlot[]) => slots.map((slot) => slot.slotStartTime);

const expectOverlap = (response: LightMyRequestResponse, conflicts: Array<[string, string]>) =>
  expectError(
    response,
    409,
    `This block overlaps ${conflicts.length} existing slot${conflicts.length === 1 ? '' : 's'}`,
    { details: conflicts.map(([start, end]) => ({ path: 'conflicts', message: `${start}/${end}` })) },
  );

describe('POST /api/ConsultantAvailability', () => {
  let consultant: TestUser;
  beforeAll(async () => {
    consultant = await newConsultant();
  });

  it('401 without a token', async () => {
    const response = await post(block(consultant, '2031-05-12T10:00:00Z', '2031-05-12T11:00:00Z'), NO_TOKEN);
    expectError(response, ...AUTHENTICATION_REQUIRED);
  });

  it('400 for a missing or malformed consultant id or time, or an unknown field', async () => {
    const valid = block(consultant, '2031-05-12T10:00:00Z', '2031-05-12T11:00:00Z');
    const cases = [
      [{ ...valid, consultantId: 'not-a-uuid' }, 'consultantId must be a valid id', 'consultantId'],
      [{ ...valid, consultantId: undefined }, 'consultantId must be a valid id', 'consultantId'],
      [{ ...valid, slotStartTime: 'tomorrow' }, 'Invalid ISO datetime', 'slotStartTime'],
      [{ ...valid, slotEndTime: '2031-05-12' }, 'Invalid ISO datetime', 'slotEndTime'],
      [{ ...valid, slotStartTime: undefined }, 'slotStartTime is required', 'slotStartTime'],
      [{ ...valid, isBooked: true }, 'Unknown field: isBooked', ''],
    ] as const;
    for (const [payload, message, path] of cases) {
      const response = await post(payload, consultant);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expectError(response, 400, message, { path });
    }
  });

  it('400 for a start more than a minute in the past, and accepts one 59 seconds ago', async () => {
    const late = iso(Date.parse(NOW) - 61_000);
    const refused = await post(block(consultant, late, plus(late, 30)), consultant);
    expectError(refused, 400, 'The start time cannot be in the past', { path: 'slotStartTime' });

    const recent = iso(Date.parse(NOW) - 59_000);
    const slots = await publish(consultant, recent, plus(recent, 30));
    expect(slots).toMatchObject([
      { slotStartTime: recent, slotEndTime: plus(recent, 30), status: 'Available' },
    ]);
  });

  it('400 for a start beyond the next 7 days, and accepts one exactly 7 days ahead', async () => {
    const weekAhead = plus(NOW, 7 * 24 * 60);
    const beyond = plus(weekAhead, 1);
    const refused = await post(block(consultant, beyond, plus(beyond, 60)), consultant);
    expectError(refused, 400, 'Availability can be published for the next 7 days only', {
      path: 'slotStartTime',
    });
    expect(await publish(consultant, weekAhead, plus(weekAhead, 60))).toHaveLength(2);
  });

  it('400 for an end at or before the start', async () => {
    for (const end of ['2031-05-12T12:00:00Z', '2031-05-12T11:30:00Z']) {
      const response = await post(block(consultant, '2031-05-12T12:00:00Z', end), consultant);
      expect(response.statusCode, end).toBe(400);
      expectError(response, 400, 'The end time must be after the start time', { path: 'slotEndTime' });
    }
  });

  it('400 for a block over 8 hours, and accepts exactly 8 hours as 16 slots', async () => {
    const refused = await post(block(consultant, '2031-05-13T08:00:00Z', '2031-05-13T16:30:00Z'), consultant);
    expectError(refused, 400, 'A block can be at most 8 hours long', { path: 'slotEndTime' });
    expect(await publish(consultant, '2031-05-13T08:00:00Z', '2031-05-13T16:00:00Z')).toHaveLength(16);
  });

  it('400 for a duration that is not a multiple of 30 minutes', async () => {
    for (const end of ['2031-05-14T08:45:00Z', '2031-05-14T09:00:01Z']) {
      const response = await post(block(consultant, '2031-05-14T08:00:00Z', end), consultant);
      expect(response.statusCode, end).toBe(400);
      expectError(response, 400, 'The duration must be a multiple of 30 minutes', { path: 'slotEndTime' });
    }
  });

  it('403 for a consultant or a customer publishing for another consultant, and nothing is created', async () => {
    const other = await newConsultant();
    for (const user of [consultant, kit.customer]) {
      const response = await post(block(other, '2031-05-14T10:00:00Z', '2031-05-14T11:00:00Z'), user);
      expect(response.statusCode, user.role).toBe(403);
      expectError(response, 403, 'You can only manage your own availability');
    }
    expect(await slotsIn(listForConsultant(other.id))).toEqual([]);
  });

  it('404 "Consultant not found" for an id that is no consultant: a customer, an admin, an unknown id', async () => {
    for (const id of [kit.customer.id, kit.admin.id, crypto.randomUUID()]) {
      const response = await post(
        { consultantId: id, slotStartTime: '2031-05-14T10:00:00Z', slotEndTime: '2031-05-14T11:00:00Z' },
        kit.admin,
      );
      expect(response.statusCode, id).toBe(404);
      expectError(response, 404, 'Consultant not found');
    }
  });

  it('201: a 3-hour block (sent in IST) becomes 6 free 30-minute slots in UTC, in time order', async () => {
    const own = await newConsultant();
    const slots = await publish(own, '2031-05-12T16:00:00+05:30', '2031-05-12T19:00:00+05:30');
    expect(slots).toEqual(
      ['10:30', '11:00', '11:30', '12:00', '12:30', '13:00'].map((time) => ({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        consultantId: own.id,
        slotStartTime: `2031-05-12T${time}:00.000Z`,
        slotEndTime: plus(`2031-05-12T${time}:00.000Z`, 30),
        isBooked: false,
        status: 'Available',
      })),
    );
    expect(new Set(slots.map((slot) => slot.id)).size).toBe(6);
    expect(await slotsIn(listForConsultant(own.id))).toEqual(slots);
  });

  it("201 for an admin publishing a consultant's block", async () => {
    const own = await newConsultant();
    const response = await post(block(own, '2031-05-15T09:00:00Z', '2031-05-15T10:00:00Z'), kit.admin);
    expect(startsOf(expectBody(response, 201, createAvailabilityResponseSchema).slots)).toEqual([
      '2031-05-15T09:00:00.000Z',
      '2031-05-15T09:30:00.000Z',
    ]);
  });
});

describe('POST /api/ConsultantAvailability overlapping existing slots', () => {
  let consultant: TestUser;
  beforeAll(async () => {
    consultant = await newConsultant();
    await publish(consultant, '2031-05-13T10:00:00Z', '2031-05-13T12:00:00Z');
  });

  const attempt = (start: string, end: string) => post(block(consultant, start, end), consultant);

  it('409 for a partial overlap, listing the slots it overlaps', async () => {
    expectOverlap(await attempt('2031-05-13T11:00:00Z', '2031-05-13T13:00:00Z'), [
      ['2031-05-13T11:00:00.000Z', '2031-05-13T11:30:00.000Z'],
      ['2031-05-13T11:30:00.000Z', '2031-05-13T12:00:00.000Z'],
    ]);
  });

  it('409 for a block that contains the existing one, and for one inside a single slot', async () => {
    const containing = await attempt('2031-05-13T09:00:00Z', '2031-05-13T13:00:00Z');
    const body = expectError(containing, 409, 'This block overlaps 4 existing slots', {
      details: expect.any(Array),
    });
    expect(body.details).toHaveLength(4);

    expectOverlap(await attempt('2031-05-13T10:10:00Z', '2031-05-13T10:40:00Z'), [
      ['2031-05-13T10:00:00.000Z', '2031-05-13T10:30:00.000Z'],
      ['2031-05-13T10:30:00.000Z', '2031-05-13T11:00:00.000Z'],
    ]);
  });

  it('nothing of a refused block is kept', async () => {
    expect(startsOf(await slotsIn(listForConsultant(consultant.id)))).toEqual([
      '2031-05-13T10:00:00.000Z',
      '2031-05-13T10:30:00.000Z',
      '2031-05-13T11:00:00.000Z',
      '2031-05-13T11:30:00.000Z',
    ]);
  });

  it('accepts blocks that only touch it, before and after', async () => {
    expect(await publish(consultant, '2031-05-13T09:00:00Z', '2031-05-13T10:00:00Z')).toHaveLength(2);
    expect(await publish(consultant, '2031-05-13T12:00:00Z', '2031-05-13T12:30:00Z')).toHaveLength(1);
  });

  it("another consultant's slots are no conflict", async () => {
    const other = await newConsultant();
    expect(await publish(other, '2031-05-13T10:00:00Z', '2031-05-13T12:00:00Z')).toHaveLength(4);
  });

  it('409 for an overlap with a booked slot', async () => {
    const [slot] = await publish(consultant, '2031-05-14T10:00:00Z', '2031-05-14T10:30:00Z');
    await markBooked(slot!.id);
    expectOverlap(await attempt('2031-05-14T09:30:00Z', '2031-05-14T11:30:00Z'), [
      ['2031-05-14T10:00:00.000Z', '2031-05-14T10:30:00.000Z'],
    ]);
  });

  it('409 for an overlap with a slot that has just ended', async () => {
    await publish(consultant, '2031-05-12T08:30:00Z', '2031-05-12T09:00:00Z');
    // 30 s after that slot ended, a block may still start 50 s back: it overlaps the ended slot.
    setNow('2031-05-12T09:00:30Z');
    expectOverlap(await attempt('2031-05-12T08:59:40Z', '2031-05-12T09:29:40Z'), [
      ['2031-05-12T08:30:00.000Z', '2031-05-12T09:00:00.000Z'],
    ]);
  });
});

describe('GET /api/ConsultantAvailability and /api/ConsultantAvailability/consultant/:id', () => {
  let consultant: TestUser;
  let booked: AvailabilitySlot;

  beforeAll(async () => {
    consultant = await newConsultant();
    // One slot late yesterday (UTC), three in the default week, one on the day after it.
    setNow('2031-05-11T22:50:00Z');
    await publish(consultant, '2031-05-11T23:00:00Z', '2031-05-11T23:30:00Z');
    setNow(NOW);
    [, booked] = (await publish(consultant, '2031-05-12T08:30:00Z', '2031-05-12T09:30:00Z')) as [
      AvailabilitySlot,
      AvailabilitySlot,
    ];
    await publish(consultant, '2031-05-19T08:00:00Z', '2031-05-19T08:30:00Z');
    setNow('2031-05-13T01:00:00Z');
    await publish(consultant, '2031-05-20T00:00:00Z', '2031-05-20T00:30:00Z');
    setNow(NOW);
    await markBooked(booked.id);
  });

  it('401 without a token', async () => {
    expectError(await listUpcoming({ consultantId: consultant.id }, NO_TOKEN), ...AUTHENTICATION_REQUIRED);
    expectError(await listForConsultant(consultant.id, {}, NO_TOKEN), ...AUTHENTICATION_REQUIRED);
  });

  it('400 for a missing or malformed consultant id', async () => {
    for (const params of [{}, { consultantId: 'abc' }] as Array<Record<string, string>>) {
      const response = await listUpcoming(params);
      expect(response.statusCode, JSON.stringify(params)).toBe(400);
      expectError(response, 400, 'consultantId must be a valid id', { path: 'consultantId' });
    }
    expectError(await listForConsultant('abc'), 400, 'Invalid id', { path: 'id' });
  });

  it('400 for a date that is neither yyyy-mm-dd nor an ISO date-time', async () => {
    for (const startDate of ['12/05/2031', '2031-13-40', 'today']) {
      const response = await listUpcoming({ consultantId: consultant.id, startDate });
      expect(response.statusCode, startDate).toBe(400);
      expectError(response, 400, 'startDate must be a date (yyyy-mm-dd) or an ISO 8601 date-time', {
        path: 'startDate',
      });
    }
    const own = await listForConsultant(consultant.id, { endDate: 'soon' });
    expectError(own, 400, 'endDate must be a date (yyyy-mm-dd) or an ISO 8601 date-time', {
      path: 'endDate',
    });
  });

  it('400 for a range that ends before it starts or spans more than 31 days, also with one end given', async () => {
    const backwards = 'endDate must not be before startDate';
    const tooLong = 'The date range can span at most 31 days';
    const cases = [
      [{ startDate: '2031-05-12', endDate: '2031-05-10' }, backwards],
      [{ startDate: '2031-05-01', endDate: '2031-06-01' }, tooLong],
      [{ endDate: '2031-05-10' }, backwards],
      [{ endDate: '2031-07-01' }, tooLong],
    ] as const;
    for (const [range, message] of cases) {
      const upcoming = await listUpcoming({ consultantId: consultant.id, ...range });
      expect(upcoming.statusCode, JSON.stringify(range)).toBe(400);
      expectError(upcoming, 400, message, { path: 'endDate' });
    }
    const own = await listForConsultant(consultant.id, { startDate: '2031-05-12', endDate: '2031-05-10' });
    expectError(own, 400, backwards, { path: 'endDate' });
  });

  it('404 "Consultant not found" for a customer id or an unknown id', async () => {
    for (const id of [kit.customer.id, crypto.randomUUID()]) {
      expectError(await listUpcoming({ consultantId: id }), 404, 'Consultant not found');
      expectError(await listForConsultant(id), 404, 'Consultant not found');
    }
  });

  it('by default lists slots starting from the start of today (UTC) to 8 days later, with their state', async () => {
    const slots = await slotsIn(listUpcoming({ consultantId: consultant.id }));
    expect(slots.map(({ slotStartTime, isBooked, status }) => ({ slotStartTime, isBooked, status }))).toEqual(
      [
        { slotStartTime: '2031-05-12T08:30:00.000Z', isBooked: false, status: 'Available' },
        { slotStartTime: '2031-05-12T09:00:00.000Z', isBooked: true, status: 'Booked' },
        { slotStartTime: '2031-05-19T08:00:00.000Z', isBooked: false, status: 'Available' },
      ],
    );
    expect(slots.every((slot) => slot.consultantId === consultant.id)).toBe(true);
  });

  it('takes a date range: a date-only end includes that whole day; a lone start spans 8 days', async () => {
    const yesterday = await slotsIn(
      listUpcoming({ consultantId: consultant.id, startDate: '2031-05-11', endDate: '2031-05-11' }),
    );
    expect(startsOf(yesterday)).toEqual(['2031-05-11T23:00:00.000Z']);

    const later = await slotsIn(listUpcoming({ consultantId: consultant.id, startDate: '2031-05-19' }));
    expect(startsOf(later)).toEqual(['2031-05-19T08:00:00.000Z', '2031-05-20T00:00:00.000Z']);
  });

  it('takes date-times: slots starting at or after the start and before the end', async () => {
    const slots = await slotsIn(
      listUpcoming({
        consultantId: consultant.id,
        startDate: '2031-05-12T08:31:00Z',
        endDate: '2031-05-12T09:00:00.001Z',
      }),
    );
    expect(startsOf(slots)).toEqual(['2031-05-12T09:00:00.000Z']);
  });

  it("the consultant's view reaches 14 days back and 8 days ahead by default", async () => {
    expect(startsOf(await slotsIn(listForConsultant(consultant.id, {}, consultant)))).toEqual([
      '2031-05-11T23:00:00.000Z',
      '2031-05-12T08:30:00.000Z',
      '2031-05-12T09:00:00.000Z',
      '2031-05-19T08:00:00.000Z',
      '2031-05-20T00:00:00.000Z',
    ]);
    const narrowed = await slotsIn(
      listForConsultant(consultant.id, { startDate: '2031-05-19', endDate: '2031-05-19' }),
    );
    expect(startsOf(narrowed)).toEqual(['2031-05-19T08:00:00.000Z']);
  });

  it('reports ended free slots as Expired and ended booked slots as still Booked', async () => {
    setNow('2031-05-12T09:30:00Z');
    const slots = await slotsIn(
      listForConsultant(consultant.id, { startDate: '2031-05-11', endDate: '2031-05-12' }),
    );
    expect(slots.map(({ slotStartTime, status }) => [slotStartTime, status])).toEqual([
      ['2031-05-11T23:00:00.000Z', 'Expired'],
      ['2031-05-12T08:30:00.000Z', 'Expired'],
      ['2031-05-12T09:00:00.000Z', 'Booked'],
    ]);
  });
});

describe('DELETE /api/ConsultantAvailability/:slotId', () => {
  let consultant: TestUser;
  let slots: AvailabilitySlot[];

  beforeAll(async () => {
    consultant = await newConsultant();
    slots = await publish(consultant, '2031-05-12T08:30:00Z', '2031-05-12T11:00:00Z');
  });

  const slotAt = (time: string) => slots.find((slot) => slot.slotStartTime === `2031-05-12T${time}:00.000Z`)!;

  it('401 without a token', async () => {
    expectError(await remove(slotAt('10:30').id, NO_TOKEN), ...AUTHENTICATION_REQUIRED);
  });

  it('400 "Invalid id" for an id that is not a uuid', async () => {
    expectError(await remove('not-a-uuid', consultant), 400, 'Invalid id', { path: 'slotId' });
  });

  it("404 'Slot not found' for an unknown slot, and for another consultant's or a customer's attempt", async () => {
    const other = await newConsultant();
    for (const [slotId, user] of [
      [crypto.randomUUID(), consultant],
      [slotAt('10:30').id, other],
      [slotAt('10:30').id, kit.customer],
    ] as const) {
      expectError(await remove(slotId, user), 404, 'Slot not found');
    }
    expect(startsOf(await slotsIn(listForConsultant(consultant.id)))).toContain('2031-05-12T10:30:00.000Z');
  });

  it('409 for a booked slot, also for an admin', async () => {
    await markBooked(slotAt('10:00').id);
    for (const user of [consultant, kit.admin]) {
      const response = await remove(slotAt('10:00').id, user);
      expect(response.statusCode, user.role).toBe(409);
      expectError(response, 409, 'Booked slots cannot be deleted');
    }
  });

  it('409 for a slot that has ended, from the moment it ends', async () => {
    setNow('2031-05-12T09:00:00Z');
    expectError(await remove(slotAt('08:30').id, consultant), 409, 'Expired slots cannot be deleted');
  });

  it('204 for a free slot that is under way but has not ended', async () => {
    setNow('2031-05-12T09:29:59Z');
    const response = await remove(slotAt('09:00').id, consultant);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('204 for its consultant; then it is gone and a second delete is a 404', async () => {
    const response = await remove(slotAt('10:30').id, consultant);
    expect(response.statusCode).toBe(204);
    expectError(await remove(slotAt('10:30').id, consultant), 404, 'Slot not found');
  });

  it("204 for an admin removing a consultant's free slot", async () => {
    const response = await remove(slotAt('09:30').id, kit.admin);
    expect(response.statusCode).toBe(204);
    expect(startsOf(await slotsIn(listForConsultant(consultant.id)))).toEqual([
      '2031-05-12T08:30:00.000Z',
      '2031-05-12T10:00:00.000Z',
    ]);
  });
});
describe.skipIf(!isPostgres())('concurrent overlapping blocks (PostgreSQL)', () => {
  /** Pairs of slots of the consultant that share time: the exclusion constraint allows none. */
  async function countOverlappingPairs(consultantId: string): Promise<number> {
    const other = alias(availabilitySlots, 'other');
    const [row] = await kit.database.db
      .select({ pairs: count() })
      .from(availabilitySlots)
      .innerJoin(
        other,
        and(
          eq(other.consultantId, availabilitySlots.consultantId),
          lt(availabilitySlots.id, other.id),
          sql`tstzrange(${availabilitySlots.slotStart}, ${availabilitySlots.slotEnd}, '[)') && tstzrange(${other.slotStart}, ${other.slotEnd}, '[)')`,
        ),
      )
      .where(eq(availabilitySlots.consultantId, consultantId));
    return row?.pairs ?? -1;
  }

  it('of two overlapping blocks sent at once, exactly one wins, 50 times over', async () => {
    const consultant = await newConsultant();
    for (let round = 0; round < 50; round++) {
      // Each round in its own stretch of the week, 3 hours apart: 4 slots published per round.
      const first = plus('2031-05-12T09:00:00Z', round * 180);
      const second = plus(first, 60);
      const responses = await Promise.all([
        post(block(consultant, first, plus(first, 120)), consultant),
        post(block(consultant, second, plus(second, 120)), consultant),
      ]);
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses, `round ${round}: ${responses.map((r) => r.body).join(' | ')}`).toEqual([201, 409]);
      const refused = responses.find((response) => response.statusCode === 409)!;
      // Whichever won, the loser overlaps the hour the two blocks share.
      expectOverlap(refused, [
        [plus(first, 60), plus(first, 90)],
        [plus(first, 90), plus(first, 120)],
      ]);
    }
    expect(await countOverlappingPairs(consultant.id)).toBe(0);
    expect(
      await slotsIn(listForConsultant(consultant.id, { startDate: '2031-05-12', endDate: '2031-05-19' })),
    ).toHaveLength(200);
  });

  it('of 10 mutually overlapping blocks sent at once, exactly one is published', async () => {
    const consultant = await newConsultant();
    // Starts 30 minutes apart, 5 hours long: every two of them share at least half an hour.
    const starts = Array.from({ length: 10 }, (_, i) => plus('2031-05-16T06:00:00Z', i * 30));
    const responses = await Promise.all(
      starts.map((start) => post(block(consultant, start, plus(start, 300)), consultant)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(
      statuses.filter((status) => status === 201),
      statuses.join(','),
    ).toHaveLength(1);
    expect(
      statuses.filter((status) => status === 409),
      statuses.join(','),
    ).toHaveLength(9);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      const body = expectError(refused, 409, /^This block overlaps \d+ existing slots?$/, {
        details: expect.any(Array),
      });
      expect(body.details?.length).toBeGreaterThan(0);
    }
    expect(await countOverlappingPairs(consultant.id)).toBe(0);
    const slots = await slotsIn(
      listForConsultant(consultant.id, { startDate: '2031-05-16', endDate: '2031-05-16' }),
    );
    expect(slots).toHaveLength(10);
  });
});
