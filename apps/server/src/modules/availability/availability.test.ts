import crypto from 'node:crypto';
import { and, count, eq, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser, EXPECTED_ERRORS, type TestUser } from '../../../test/factories';
import { openRouteSuite } from '../../../test/route-suite';
import { isPostgres, type TestContext } from '../../../test/test-app';
import { insertTicketRow } from '../../../test/ticket-rows';
import { availabilitySlots } from '../../db/schema';
import type { Clock } from '../../lib/clock';

/** The application's time, a Monday morning; tests move it and afterEach puts it back. */
const NOW = '2031-05-12T08:10:00.000Z';
let currentTime = new Date(NOW);
const clock: Clock = { now: () => new Date(currentTime) };
const setNow = (iso: string) => {
  currentTime = new Date(iso);
};

let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  ({ ctx, admin, customer } = await openRouteSuite({ firstName: 'Ila', lastName: 'Sen' }, { clock }));
});
afterAll(() => ctx.close());
afterEach(() => setNow(NOW));

type Headers = Record<string, string>;
interface Slot {
  id: string;
  consultantId: string;
  slotStartTime: string;
  slotEndTime: string;
  isBooked: boolean;
  status: 'Available' | 'Booked' | 'Expired';
}

const UNAUTHENTICATED = EXPECTED_ERRORS.unauthenticated;
const MINUTE_MS = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
const plus = (at: string, minutes: number) => iso(Date.parse(at) + minutes * MINUTE_MS);

const newConsultant = () => createUser(ctx.database.db, { role: 'Consultant' });

const post = (payload: unknown, headers: Headers) =>
  ctx.app.inject({ method: 'POST', url: '/api/ConsultantAvailability', payload: payload as object, headers });

const block = (consultant: TestUser, start: string, end: string) => ({
  consultantId: consultant.id,
  slotStartTime: start,
  slotEndTime: end,
});

/** Publishes a block as the consultant and returns its slots. */
async function publish(consultant: TestUser, start: string, end: string): Promise<Slot[]> {
  const response = await post(block(consultant, start, end), authHeader(consultant));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().slots;
}

const listUpcoming = (params: Record<string, string>, headers: Headers = authHeader(customer)) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/ConsultantAvailability?${new URLSearchParams(params)}`,
    headers,
  });

const listForConsultant = (
  id: string,
  params: Record<string, string> = {},
  headers: Headers = authHeader(customer),
) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/ConsultantAvailability/consultant/${id}?${new URLSearchParams(params)}`,
    headers,
  });

const remove = (slotId: string, headers: Headers) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/ConsultantAvailability/${slotId}`, headers });

/** A booking, as the ticket flow makes it: the slot carries the ticket's id. */
async function markBooked(slotId: string) {
  const [slot] = await ctx.database.db
    .select()
    .from(availabilitySlots)
    .where(eq(availabilitySlots.id, slotId));
  if (!slot) throw new Error(`markBooked: no slot ${slotId}`);
  const ticketId = await insertTicketRow(ctx.database.db, {
    customerId: customer.id,
    consultantId: slot.consultantId,
  });
  await ctx.database.db.update(availabilitySlots).set({ ticketId }).where(eq(availabilitySlots.id, slotId));
}

const startsOf = (slots: Slot[]) => slots.map((slot) => slot.slotStartTime);

const validationError = (message: string, path: string) => ({
  error: message,
  code: 'VALIDATION_FAILED',
  details: [{ path, message }],
});

const overlapError = (conflicts: Array<[string, string]>) => ({
  error: `This block overlaps ${conflicts.length} existing slot${conflicts.length === 1 ? '' : 's'}`,
  code: 'CONFLICT',
  details: conflicts.map(([start, end]) => ({ path: 'conflicts', message: `${start}/${end}` })),
});

describe('POST /api/ConsultantAvailability', () => {
  let consultant: TestUser;
  beforeAll(async () => {
    consultant = await newConsultant();
  });

  it('401 without a token', async () => {
    const response = await post(block(consultant, '2031-05-12T10:00:00Z', '2031-05-12T11:00:00Z'), {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
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
      const response = await post(payload, authHeader(consultant));
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual(validationError(message, path));
    }
  });

  it('400 for a start more than a minute in the past, and accepts one 59 seconds ago', async () => {
    const late = iso(Date.parse(NOW) - 61_000);
    const refused = await post(block(consultant, late, plus(late, 30)), authHeader(consultant));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(validationError('The start time cannot be in the past', 'slotStartTime'));

    const recent = iso(Date.parse(NOW) - 59_000);
    const slots = await publish(consultant, recent, plus(recent, 30));
    expect(slots).toMatchObject([
      { slotStartTime: recent, slotEndTime: plus(recent, 30), status: 'Available' },
    ]);
  });

  it('400 for a start beyond the next 7 days, and accepts one exactly 7 days ahead', async () => {
    const weekAhead = plus(NOW, 7 * 24 * 60);
    const beyond = plus(weekAhead, 1);
    const refused = await post(block(consultant, beyond, plus(beyond, 60)), authHeader(consultant));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(
      validationError('Availability can be published for the next 7 days only', 'slotStartTime'),
    );
    expect(await publish(consultant, weekAhead, plus(weekAhead, 60))).toHaveLength(2);
  });

  it('400 for an end at or before the start', async () => {
    for (const end of ['2031-05-12T12:00:00Z', '2031-05-12T11:30:00Z']) {
      const response = await post(block(consultant, '2031-05-12T12:00:00Z', end), authHeader(consultant));
      expect(response.statusCode, end).toBe(400);
      expect(response.json()).toEqual(
        validationError('The end time must be after the start time', 'slotEndTime'),
      );
    }
  });

  it('400 for a block over 8 hours, and accepts exactly 8 hours as 16 slots', async () => {
    const refused = await post(
      block(consultant, '2031-05-13T08:00:00Z', '2031-05-13T16:30:00Z'),
      authHeader(consultant),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(validationError('A block can be at most 8 hours long', 'slotEndTime'));
    expect(await publish(consultant, '2031-05-13T08:00:00Z', '2031-05-13T16:00:00Z')).toHaveLength(16);
  });

  it('400 for a duration that is not a multiple of 30 minutes', async () => {
    for (const end of ['2031-05-14T08:45:00Z', '2031-05-14T09:00:01Z']) {
      const response = await post(block(consultant, '2031-05-14T08:00:00Z', end), authHeader(consultant));
      expect(response.statusCode, end).toBe(400);
      expect(response.json()).toEqual(
        validationError('The duration must be a multiple of 30 minutes', 'slotEndTime'),
      );
    }
  });

  it('403 for a consultant or a customer publishing for another consultant, and nothing is created', async () => {
    const other = await newConsultant();
    for (const user of [consultant, customer]) {
      const response = await post(
        block(other, '2031-05-14T10:00:00Z', '2031-05-14T11:00:00Z'),
        authHeader(user),
      );
      expect(response.statusCode, user.role).toBe(403);
      expect(response.json()).toEqual({
        error: 'You can only manage your own availability',
        code: 'FORBIDDEN',
      });
    }
    expect((await listForConsultant(other.id)).json()).toEqual([]);
  });

  it('404 "Consultant not found" for an id that is no consultant: a customer, an admin, an unknown id', async () => {
    for (const id of [customer.id, admin.id, crypto.randomUUID()]) {
      const response = await post(
        { consultantId: id, slotStartTime: '2031-05-14T10:00:00Z', slotEndTime: '2031-05-14T11:00:00Z' },
        authHeader(admin),
      );
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ error: 'Consultant not found', code: 'NOT_FOUND' });
    }
  });

  it('201: a 3-hour block (sent in IST) becomes 6 free 30-minute slots in UTC, in time order', async () => {
    const own = await newConsultant();
    const response = await post(
      block(own, '2031-05-12T16:00:00+05:30', '2031-05-12T19:00:00+05:30'),
      authHeader(own),
    );
    expect(response.statusCode).toBe(201);
    const slots: Slot[] = response.json().slots;
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
    expect((await listForConsultant(own.id)).json()).toEqual(slots);
  });

  it("201 for an admin publishing a consultant's block", async () => {
    const own = await newConsultant();
    const response = await post(
      block(own, '2031-05-15T09:00:00Z', '2031-05-15T10:00:00Z'),
      authHeader(admin),
    );
    expect(response.statusCode).toBe(201);
    expect(startsOf(response.json().slots)).toEqual(['2031-05-15T09:00:00.000Z', '2031-05-15T09:30:00.000Z']);
  });
});

describe('POST /api/ConsultantAvailability overlapping existing slots', () => {
  let consultant: TestUser;
  beforeAll(async () => {
    consultant = await newConsultant();
    await publish(consultant, '2031-05-13T10:00:00Z', '2031-05-13T12:00:00Z');
  });

  const attempt = (start: string, end: string) => post(block(consultant, start, end), authHeader(consultant));

  it('409 for a partial overlap, listing the slots it overlaps', async () => {
    const response = await attempt('2031-05-13T11:00:00Z', '2031-05-13T13:00:00Z');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(
      overlapError([
        ['2031-05-13T11:00:00.000Z', '2031-05-13T11:30:00.000Z'],
        ['2031-05-13T11:30:00.000Z', '2031-05-13T12:00:00.000Z'],
      ]),
    );
  });

  it('409 for a block that contains the existing one, and for one inside a single slot', async () => {
    const containing = await attempt('2031-05-13T09:00:00Z', '2031-05-13T13:00:00Z');
    expect(containing.statusCode).toBe(409);
    expect(containing.json().error).toBe('This block overlaps 4 existing slots');
    expect(containing.json().details).toHaveLength(4);

    const inside = await attempt('2031-05-13T10:10:00Z', '2031-05-13T10:40:00Z');
    expect(inside.statusCode).toBe(409);
    expect(inside.json()).toEqual(
      overlapError([
        ['2031-05-13T10:00:00.000Z', '2031-05-13T10:30:00.000Z'],
        ['2031-05-13T10:30:00.000Z', '2031-05-13T11:00:00.000Z'],
      ]),
    );
  });

  it('nothing of a refused block is kept', async () => {
    const slots: Slot[] = (await listForConsultant(consultant.id)).json();
    expect(startsOf(slots)).toEqual([
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
    const response = await attempt('2031-05-14T09:30:00Z', '2031-05-14T11:30:00Z');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(overlapError([['2031-05-14T10:00:00.000Z', '2031-05-14T10:30:00.000Z']]));
  });

  it('409 for an overlap with a slot that has just ended', async () => {
    await publish(consultant, '2031-05-12T08:30:00Z', '2031-05-12T09:00:00Z');
    // 30 s after that slot ended, a block may still start 50 s back: it overlaps the ended slot.
    setNow('2031-05-12T09:00:30Z');
    const response = await attempt('2031-05-12T08:59:40Z', '2031-05-12T09:29:40Z');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(overlapError([['2031-05-12T08:30:00.000Z', '2031-05-12T09:00:00.000Z']]));
  });
});

describe('GET /api/ConsultantAvailability and /api/ConsultantAvailability/consultant/:id', () => {
  let consultant: TestUser;
  let booked: Slot;

  beforeAll(async () => {
    consultant = await newConsultant();
    // One slot late yesterday (UTC), three in the default week, one on the day after it.
    setNow('2031-05-11T22:50:00Z');
    await publish(consultant, '2031-05-11T23:00:00Z', '2031-05-11T23:30:00Z');
    setNow(NOW);
    [, booked] = (await publish(consultant, '2031-05-12T08:30:00Z', '2031-05-12T09:30:00Z')) as [Slot, Slot];
    await publish(consultant, '2031-05-19T08:00:00Z', '2031-05-19T08:30:00Z');
    setNow('2031-05-13T01:00:00Z');
    await publish(consultant, '2031-05-20T00:00:00Z', '2031-05-20T00:30:00Z');
    setNow(NOW);
    await markBooked(booked.id);
  });

  it('401 without a token', async () => {
    const upcoming = await listUpcoming({ consultantId: consultant.id }, {});
    expect(upcoming.statusCode).toBe(401);
    expect(upcoming.json()).toEqual(UNAUTHENTICATED);
    const own = await listForConsultant(consultant.id, {}, {});
    expect(own.statusCode).toBe(401);
    expect(own.json()).toEqual(UNAUTHENTICATED);
  });

  it('400 for a missing or malformed consultant id', async () => {
    for (const params of [{}, { consultantId: 'abc' }] as Array<Record<string, string>>) {
      const response = await listUpcoming(params);
      expect(response.statusCode, JSON.stringify(params)).toBe(400);
      expect(response.json()).toEqual(validationError('consultantId must be a valid id', 'consultantId'));
    }
    const own = await listForConsultant('abc');
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual(validationError('Invalid id', 'id'));
  });

  it('400 for a date that is neither yyyy-mm-dd nor an ISO date-time', async () => {
    for (const startDate of ['12/05/2031', '2031-13-40', 'today']) {
      const response = await listUpcoming({ consultantId: consultant.id, startDate });
      expect(response.statusCode, startDate).toBe(400);
      expect(response.json()).toEqual(
        validationError('startDate must be a date (yyyy-mm-dd) or an ISO 8601 date-time', 'startDate'),
      );
    }
    const own = await listForConsultant(consultant.id, { endDate: 'soon' });
    expect(own.json()).toEqual(
      validationError('endDate must be a date (yyyy-mm-dd) or an ISO 8601 date-time', 'endDate'),
    );
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
      expect(upcoming.json()).toEqual(validationError(message, 'endDate'));
    }
    const own = await listForConsultant(consultant.id, { startDate: '2031-05-12', endDate: '2031-05-10' });
    expect(own.json()).toEqual(validationError(backwards, 'endDate'));
  });

  it('404 "Consultant not found" for a customer id or an unknown id', async () => {
    for (const id of [customer.id, crypto.randomUUID()]) {
      const upcoming = await listUpcoming({ consultantId: id });
      expect(upcoming.statusCode).toBe(404);
      expect(upcoming.json()).toEqual({ error: 'Consultant not found', code: 'NOT_FOUND' });
      const own = await listForConsultant(id);
      expect(own.statusCode).toBe(404);
      expect(own.json()).toEqual({ error: 'Consultant not found', code: 'NOT_FOUND' });
    }
  });

  it('by default lists slots starting from the start of today (UTC) to 8 days later, with their state', async () => {
    const response = await listUpcoming({ consultantId: consultant.id });
    expect(response.statusCode).toBe(200);
    const slots: Slot[] = response.json();
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
    const yesterday = await listUpcoming({
      consultantId: consultant.id,
      startDate: '2031-05-11',
      endDate: '2031-05-11',
    });
    expect(startsOf(yesterday.json())).toEqual(['2031-05-11T23:00:00.000Z']);

    const later = await listUpcoming({ consultantId: consultant.id, startDate: '2031-05-19' });
    expect(startsOf(later.json())).toEqual(['2031-05-19T08:00:00.000Z', '2031-05-20T00:00:00.000Z']);
  });

  it('takes date-times: slots starting at or after the start and before the end', async () => {
    const response = await listUpcoming({
      consultantId: consultant.id,
      startDate: '2031-05-12T08:31:00Z',
      endDate: '2031-05-12T09:00:00.001Z',
    });
    expect(startsOf(response.json())).toEqual(['2031-05-12T09:00:00.000Z']);
  });

  it("the consultant's view reaches 14 days back and 8 days ahead by default", async () => {
    const response = await listForConsultant(consultant.id, {}, authHeader(consultant));
    expect(response.statusCode).toBe(200);
    expect(startsOf(response.json())).toEqual([
      '2031-05-11T23:00:00.000Z',
      '2031-05-12T08:30:00.000Z',
      '2031-05-12T09:00:00.000Z',
      '2031-05-19T08:00:00.000Z',
      '2031-05-20T00:00:00.000Z',
    ]);
    const narrowed = await listForConsultant(consultant.id, {
      startDate: '2031-05-19',
      endDate: '2031-05-19',
    });
    expect(startsOf(narrowed.json())).toEqual(['2031-05-19T08:00:00.000Z']);
  });

  it('reports ended free slots as Expired and ended booked slots as still Booked', async () => {
    setNow('2031-05-12T09:30:00Z');
    const response = await listForConsultant(consultant.id, {
      startDate: '2031-05-11',
      endDate: '2031-05-12',
    });
    expect(response.json().map(({ slotStartTime, status }: Slot) => [slotStartTime, status])).toEqual([
      ['2031-05-11T23:00:00.000Z', 'Expired'],
      ['2031-05-12T08:30:00.000Z', 'Expired'],
      ['2031-05-12T09:00:00.000Z', 'Booked'],
    ]);
  });
});

describe('DELETE /api/ConsultantAvailability/:slotId', () => {
  let consultant: TestUser;
  let slots: Slot[];

  beforeAll(async () => {
    consultant = await newConsultant();
    slots = await publish(consultant, '2031-05-12T08:30:00Z', '2031-05-12T11:00:00Z');
  });

  const slotAt = (time: string) => slots.find((slot) => slot.slotStartTime === `2031-05-12T${time}:00.000Z`)!;

  it('401 without a token', async () => {
    const response = await remove(slotAt('10:30').id, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });

  it('400 "Invalid id" for an id that is not a uuid', async () => {
    const response = await remove('not-a-uuid', authHeader(consultant));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(validationError('Invalid id', 'slotId'));
  });

  it("404 'Slot not found' for an unknown slot, and for another consultant's or a customer's attempt", async () => {
    const other = await newConsultant();
    for (const [slotId, user] of [
      [crypto.randomUUID(), consultant],
      [slotAt('10:30').id, other],
      [slotAt('10:30').id, customer],
    ] as const) {
      const response = await remove(slotId, authHeader(user));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Slot not found', code: 'NOT_FOUND' });
    }
    expect(startsOf((await listForConsultant(consultant.id)).json())).toContain('2031-05-12T10:30:00.000Z');
  });

  it('409 for a booked slot, also for an admin', async () => {
    await markBooked(slotAt('10:00').id);
    for (const user of [consultant, admin]) {
      const response = await remove(slotAt('10:00').id, authHeader(user));
      expect(response.statusCode, user.role).toBe(409);
      expect(response.json()).toEqual({ error: 'Booked slots cannot be deleted', code: 'CONFLICT' });
    }
  });

  it('409 for a slot that has ended, from the moment it ends', async () => {
    setNow('2031-05-12T09:00:00Z');
    const response = await remove(slotAt('08:30').id, authHeader(consultant));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'Expired slots cannot be deleted', code: 'CONFLICT' });
  });

  it('204 for a free slot that is under way but has not ended', async () => {
    setNow('2031-05-12T09:29:59Z');
    const response = await remove(slotAt('09:00').id, authHeader(consultant));
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('204 for its consultant; then it is gone and a second delete is a 404', async () => {
    const response = await remove(slotAt('10:30').id, authHeader(consultant));
    expect(response.statusCode).toBe(204);
    const again = await remove(slotAt('10:30').id, authHeader(consultant));
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'Slot not found', code: 'NOT_FOUND' });
  });

  it("204 for an admin removing a consultant's free slot", async () => {
    const response = await remove(slotAt('09:30').id, authHeader(admin));
    expect(response.statusCode).toBe(204);
    expect(startsOf((await listForConsultant(consultant.id)).json())).toEqual([
      '2031-05-12T08:30:00.000Z',
      '2031-05-12T10:00:00.000Z',
    ]);
  });
});

describe.skipIf(!isPostgres())('concurrent overlapping blocks (PostgreSQL)', () => {
  /** Pairs of slots of the consultant that share time: the exclusion constraint allows none. */
  async function countOverlappingPairs(consultantId: string): Promise<number> {
    const other = alias(availabilitySlots, 'other');
    const [row] = await ctx.database.db
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
        post(block(consultant, first, plus(first, 120)), authHeader(consultant)),
        post(block(consultant, second, plus(second, 120)), authHeader(consultant)),
      ]);
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses, `round ${round}: ${responses.map((r) => r.body).join(' | ')}`).toEqual([201, 409]);
      const refused = responses.find((response) => response.statusCode === 409)!;
      // Whichever won, the loser overlaps the hour the two blocks share.
      expect(refused.json()).toEqual(
        overlapError([
          [plus(first, 60), plus(first, 90)],
          [plus(first, 90), plus(first, 120)],
        ]),
      );
    }
    expect(await countOverlappingPairs(consultant.id)).toBe(0);
    expect(
      (await listForConsultant(consultant.id, { startDate: '2031-05-12', endDate: '2031-05-19' })).json(),
    ).toHaveLength(200);
  });

  it('of 10 mutually overlapping blocks sent at once, exactly one is published', async () => {
    const consultant = await newConsultant();
    // Starts 30 minutes apart, 5 hours long: every two of them share at least half an hour.
    const starts = Array.from({ length: 10 }, (_, i) => plus('2031-05-16T06:00:00Z', i * 30));
    const responses = await Promise.all(
      starts.map((start) => post(block(consultant, start, plus(start, 300)), authHeader(consultant))),
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
      expect(refused.json().error).toMatch(/^This block overlaps \d+ existing slots?$/);
      expect(refused.json().details.length).toBeGreaterThan(0);
    }
    expect(await countOverlappingPairs(consultant.id)).toBe(0);
    const slots: Slot[] = (
      await listForConsultant(consultant.id, { startDate: '2031-05-16', endDate: '2031-05-16' })
    ).json();
    expect(slots).toHaveLength(10);
  });
});
