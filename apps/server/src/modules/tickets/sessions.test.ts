import {
  type AvailabilitySlot,
  availabilitySlotListSchema,
  SESSION_MESSAGES,
  statusHistoryListSchema,
  systemSettingSchema,
  TICKET_MESSAGES,
  type Ticket,
  ticketSessionDetailListSchema,
  upcomingSessionListSchema,
} from '@basisdesk/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Taxonomy, useBookingKit } from '../../../test/booking-kit';
import { AUTHENTICATION_REQUIRED, expectBody, expectError } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';
import { type Caller, NO_TOKEN } from '../../../test/send-request';
import { users } from '../../db/schema';

const NOW = '2031-05-12T08:10:00.000Z';
const HOUR_MS = 60 * 60 * 1000;

const kit = useBookingKit({ now: NOW });
let meera: TestUser;
let john: TestUser;
let ravi: TestUser;
let priya: TestUser;
let basis: Taxonomy;

/** Where each consultant's next block starts: two days ahead, past the 24-hour cut-off. */
const cursors = new Map<string, number>();
async function block(consultant: TestUser, hours: number): Promise<AvailabilitySlot[]> {
  const start = cursors.get(consultant.id) ?? Date.parse('2031-05-14T06:00:00.000Z');
  cursors.set(consultant.id, start + (hours + 1) * HOUR_MS);
  return kit.publishBlock(consultant, new Date(start).toISOString(), hours);
}

const bookSlots = (slots: AvailabilitySlot[], customer = meera, consultant = ravi) =>
  kit.book(customer, consultant, basis, { slots });

const sessionsOf = async (ticket: Pick<Ticket, 'id'>, caller: TestUser = meera) =>
  expectBody(
    await kit.send('GET', `/api/SupportRequests/${ticket.id}/sessions`, caller),
    200,
    ticketSessionDetailListSchema,
  );

const cancel = (ticket: Pick<Ticket, 'id'>, sessionId: string, caller: Caller, body: object = {}) =>
  kit.send('POST', `/api/SupportRequests/${ticket.id}/sessions/${sessionId}/cancel`, caller, body);

const reschedule = (ticket: Pick<Ticket, 'id'>, sessionId: string, caller: TestUser, slotIds: string[]) =>
  kit.send('POST', `/api/SupportRequests/${ticket.id}/sessions/${sessionId}/reschedule`, caller, { slotIds });

const history = async (ticket: Pick<Ticket, 'id'>) =>
  expectBody(
    await kit.send('GET', `/api/status/history/${ticket.id}`, kit.admin),
    200,
    statusHistoryListSchema,
  );

/** Which ticket holds each of the consultant's slots, by slot id. */
async function holders(consultant: TestUser): Promise<Map<string, string | undefined>> {
  const slots = expectBody(
    await kit.send('GET', `/api/ConsultantAvailability/consultant/${consultant.id}`, kit.admin),
    200,
    availabilitySlotListSchema,
  );
  return new Map(slots.map((slot) => [slot.id, slot.ticketId]));
}

beforeAll(async () => {
  meera = await kit.newCustomer({ firstName: 'Meera', lastName: 'Iyer' });
  john = await kit.newCustomer({ firstName: 'John', lastName: 'Doe' });
  basis = await kit.newTaxonomy();
  ravi = await kit.newConsultant({
    firstName: 'Ravi',
    lastName: 'Kumar',
    skills: [{ typeId: basis.typeId }],
  });
  priya = await kit.newConsultant({
    firstName: 'Priya',
    lastName: 'Shah',
    skills: [{ typeId: basis.typeId }],
  });
  await kit.database.db.update(users).set({ timeZone: 'Asia/Kolkata' }).where(eq(users.id, ravi.id));
});

beforeEach(() => kit.clock.set(NOW));

describe('GET /api/SupportRequests/sessions/upcoming', () => {
  let ticket: Ticket;
  let slots: AvailabilitySlot[];
  beforeAll(async () => {
    slots = await block(ravi, 2);
    // Slots 0-1 touch: one session; slot 3 is another.
    ticket = await bookSlots([slots[0], slots[1], slots[3]] as AvailabilitySlot[]);
  });

  it('401 without a token', async () => {
    expectError(
      await kit.send('GET', '/api/SupportRequests/sessions/upcoming', NO_TOKEN),
      ...AUTHENTICATION_REQUIRED,
    );
  });

  it("a customer's agenda lists their sessions by start, contiguous slots as one, naming both people and zones", async () => {
    const agenda = expectBody(
      await kit.send('GET', '/api/SupportRequests/sessions/upcoming', meera),
      200,
      upcomingSessionListSchema,
    );
    const mine = agenda.filter((session) => session.ticketId === ticket.id);
    expect(mine.map((session) => [session.start, session.end, session.slotIds.length])).toEqual([
      [slots[0]?.slotStartTime, slots[1]?.slotEndTime, 2],
      [slots[3]?.slotStartTime, slots[3]?.slotEndTime, 1],
    ]);
    expect(mine[0]).toMatchObject({
      id: slots[0]?.id,
      orderNumber: ticket.orderNumber,
      consultant: { id: ravi.id, name: 'Ravi Kumar', timeZone: 'Asia/Kolkata' },
      customer: { id: meera.id, name: 'Meera Iyer', timeZone: null },
      ticketStatus: 'New',
    });
    const starts = agenda.map((session) => session.start);
    expect(starts).toEqual([...starts].sort());
  });

  it("the consultant's agenda holds the assigned sessions; another customer's and consultant's do not", async () => {
    const read = async (caller: TestUser) =>
      expectBody(
        await kit.send('GET', '/api/SupportRequests/sessions/upcoming', caller),
        200,
        upcomingSessionListSchema,
      );
    expect((await read(ravi)).filter((session) => session.ticketId === ticket.id)).toHaveLength(2);
    expect((await read(kit.admin)).filter((session) => session.ticketId === ticket.id)).toHaveLength(2);
    expect((await read(john)).some((session) => session.ticketId === ticket.id)).toBe(false);
    expect((await read(priya)).some((session) => session.ticketId === ticket.id)).toBe(false);
  });

  it('a session that has ended leaves the agenda; one under way stays', async () => {
    const during = new Date(Date.parse(slots[1]?.slotStartTime ?? '') + 60_000).toISOString();
    kit.clock.set(during);
    const ids = expectBody(
      await kit.send('GET', '/api/SupportRequests/sessions/upcoming', meera),
      200,
      upcomingSessionListSchema,
    ).map((session) => session.id);
    expect(ids).toContain(slots[0]?.id);
    kit.clock.set(slots[2]?.slotStartTime ?? '');
    const later = expectBody(
      await kit.send('GET', '/api/SupportRequests/sessions/upcoming', meera),
      200,
      upcomingSessionListSchema,
    );
    expect(later.map((session) => session.id)).not.toContain(slots[0]?.id);
    expect(later.map((session) => session.id)).toContain(slots[3]?.id);
  });
});

describe('GET /api/SupportRequests/:orderId/sessions', () => {
  let ticket: Ticket;
  beforeAll(async () => {
    ticket = await bookSlots(await block(ravi, 1));
  });

  it('404 for a ticket of another customer or consultant', async () => {
    for (const caller of [john, priya]) {
      expectError(
        await kit.send('GET', `/api/SupportRequests/${ticket.id}/sessions`, caller),
        404,
        TICKET_MESSAGES.ticketNotFound,
      );
    }
  });

  it('names the cut-off (24 hours before) and what the caller may do', async () => {
    const [session] = await sessionsOf(ticket);
    expect(session?.cutoffAt).toBe(new Date(Date.parse(session?.start ?? '') - 24 * HOUR_MS).toISOString());
    expect(session).toMatchObject({ canCancel: true, canReschedule: true });
    kit.clock.set(new Date(Date.parse(session?.cutoffAt ?? '') + 1000).toISOString());
    expect((await sessionsOf(ticket))[0]).toMatchObject({ canCancel: false, canReschedule: false });
    expect((await sessionsOf(ticket, ravi))[0]).toMatchObject({ canCancel: true, canReschedule: true });
  });
});

describe('POST /api/SupportRequests/:orderId/sessions/:sessionId/cancel', () => {
  it('401 without a token, 404 for another customer and for an unknown session', async () => {
    const ticket = await bookSlots(await block(ravi, 1));
    const [session] = await sessionsOf(ticket);
    expectError(await cancel(ticket, session?.id ?? '', NO_TOKEN), ...AUTHENTICATION_REQUIRED);
    expectError(await cancel(ticket, session?.id ?? '', john), 404, TICKET_MESSAGES.ticketNotFound);
    expectError(await cancel(ticket, crypto.randomUUID(), meera), 404, SESSION_MESSAGES.sessionNotFound);
  });

  it('the customer cancels before the cut-off: the slots are free and the history says so', async () => {
    const slots = await block(ravi, 1);
    const ticket = await bookSlots(slots);
    const [session] = await sessionsOf(ticket);
    const after = expectBody(
      await cancel(ticket, session?.id ?? '', meera, { reason: 'Found the fix' }),
      200,
      ticketSessionDetailListSchema,
    );
    expect(after).toEqual([]);
    const held = await holders(ravi);
    for (const slot of slots) expect(held.get(slot.id)).toBeUndefined();
    const last = (await history(ticket)).at(-1);
    expect(last).toMatchObject({
      event: 'session_cancelled',
      fromStatus: 'New',
      toStatus: 'New',
      changedBy: 'Meera Iyer',
    });
    expect(last?.comment).toBe(
      `Session ${slots[0]?.slotStartTime.slice(0, 10)} ${slots[0]?.slotStartTime.slice(11, 16)}–${slots[1]?.slotEndTime.slice(11, 16)} UTC cancelled: Found the fix`,
    );
  });

  it('after the cut-off the customer is refused in words naming the setting; the consultant releases with a reason', async () => {
    const ticket = await bookSlots(await kit.publishSlots(ravi, 1));
    const [session] = await sessionsOf(ticket);
    expectError(await cancel(ticket, session?.id ?? '', meera), 403, SESSION_MESSAGES.pastCutoff(24));
    expectError(await cancel(ticket, session?.id ?? '', ravi), 400, SESSION_MESSAGES.reasonRequired, {
      path: 'reason',
    });
    expectError(
      await cancel(ticket, session?.id ?? '', ravi, { reason: 'no' }),
      400,
      SESSION_MESSAGES.reasonTooShort,
      {
        path: 'reason',
      },
    );
    expectBody(
      await cancel(ticket, session?.id ?? '', ravi, { reason: 'Travelling' }),
      200,
      ticketSessionDetailListSchema,
    );
    expect((await history(ticket)).at(-1)).toMatchObject({
      event: 'session_released',
      changedBy: 'Ravi Kumar',
    });
  });

  it('the cut-off follows BookingChangeCutoffHours', async () => {
    const put = (value: string) =>
      kit.send('PUT', '/api/SystemSettings/BookingChangeCutoffHours', kit.admin, { value });
    expectError(await put('169'), 400, 'Value must be a whole number of hours from 0 to 168', {
      path: 'value',
    });
    expectBody(await put('72'), 200, systemSettingSchema);
    try {
      const ticket = await bookSlots(await block(ravi, 1));
      const [session] = await sessionsOf(ticket);
      expectError(await cancel(ticket, session?.id ?? '', meera), 403, SESSION_MESSAGES.pastCutoff(72));
      expect(session?.cutoffAt).toBe(new Date(Date.parse(session?.start ?? '') - 72 * HOUR_MS).toISOString());
    } finally {
      expectBody(await put('24'), 200, systemSettingSchema);
    }
  });

  it('an admin releases; a started session and a closed ticket are refused', async () => {
    const ticket = await bookSlots(await block(ravi, 1));
    const [session] = await sessionsOf(ticket);
    kit.clock.set(session?.start ?? '');
    expectError(
      await cancel(ticket, session?.id ?? '', kit.admin, { reason: 'Too late' }),
      409,
      SESSION_MESSAGES.sessionStarted,
    );
    kit.clock.set(NOW);
    expectBody(
      await cancel(ticket, session?.id ?? '', kit.admin, { reason: 'Consultant ill' }),
      200,
      ticketSessionDetailListSchema,
    );
    expect((await history(ticket)).at(-1)).toMatchObject({
      event: 'session_released',
      changedBy: 'Asha Admin',
    });

    const closed = await bookSlots(await block(ravi, 1));
    const [kept] = await sessionsOf(closed);
    await kit.moveTo(kit.admin, closed.id, 'TopicClosed');
    expectError(
      await cancel(closed, kept?.id ?? '', kit.admin, { reason: 'Closed now' }),
      409,
      SESSION_MESSAGES.ticketClosed,
    );
  });
});

describe('POST /api/SupportRequests/:orderId/sessions/:sessionId/reschedule', () => {
  let ticket: Ticket;
  let sessionId: string;
  let target: AvailabilitySlot[];
  beforeAll(async () => {
    ticket = await bookSlots(await block(ravi, 1));
    sessionId = (await sessionsOf(ticket))[0]?.id ?? '';
    target = await block(ravi, 2);
  });

  it("400 for the wrong number of slots, past slots or another consultant's", async () => {
    expectError(
      await reschedule(ticket, sessionId, meera, [target[0]?.id ?? '']),
      400,
      SESSION_MESSAGES.slotCountMismatch(2),
      {
        path: 'slotIds',
      },
    );
    const other = await block(priya, 1);
    expectError(
      await reschedule(
        ticket,
        sessionId,
        meera,
        other.map((slot) => slot.id),
      ),
      400,
      SESSION_MESSAGES.slotsNotBookable,
      {
        path: 'slotIds',
      },
    );
    kit.clock.set('2031-05-10T00:00:00.000Z');
    const past = await kit.publishBlock(ravi, '2031-05-11T00:00:00.000Z', 1);
    kit.clock.set(NOW);
    expectError(
      await reschedule(
        ticket,
        sessionId,
        meera,
        past.map((slot) => slot.id),
      ),
      400,
      SESSION_MESSAGES.slotsNotBookable,
      {
        path: 'slotIds',
      },
    );
  });

  it('409 "already booked" for a slot another ticket holds', async () => {
    const taken = await block(ravi, 1);
    await bookSlots(taken, john);
    const response = await reschedule(
      ticket,
      sessionId,
      meera,
      taken.map((slot) => slot.id),
    );
    expectError(response, 409, TICKET_MESSAGES.slotAlreadyBooked);
    expect(response.json().error).toContain('already booked');
  });

  it('moves the session: the new slots held, the old ones free, the history says from and to', async () => {
    const before = await sessionsOf(ticket);
    const moved = expectBody(
      await reschedule(ticket, sessionId, meera, [target[1]?.id ?? '', target[2]?.id ?? '']),
      200,
      ticketSessionDetailListSchema,
    );
    expect(moved.map((session) => [session.id, session.start, session.end])).toEqual([
      [target[1]?.id, target[1]?.slotStartTime, target[2]?.slotEndTime],
    ]);
    const held = await holders(ravi);
    expect(held.get(target[1]?.id ?? '')).toBe(ticket.id);
    for (const id of before[0]?.slotIds ?? []) expect(held.get(id)).toBeUndefined();
    const last = (await history(ticket)).at(-1);
    expect(last?.event).toBe('session_moved');
    expect(last?.comment).toMatch(
      /^Session moved from 2031-05-\d\d \d\d:\d\d–(2031-05-\d\d )?\d\d:\d\d UTC to 2031-05-\d\d \d\d:\d\d–(2031-05-\d\d )?\d\d:\d\d UTC$/,
    );
    sessionId = moved[0]?.id ?? '';
  });

  it('a move by half an hour keeps the slot both times share', async () => {
    const moved = expectBody(
      await reschedule(ticket, sessionId, meera, [target[2]?.id ?? '', target[3]?.id ?? '']),
      200,
      ticketSessionDetailListSchema,
    );
    expect(moved[0]?.slotIds).toEqual([target[2]?.id, target[3]?.id]);
    expect((await holders(ravi)).get(target[1]?.id ?? '')).toBeUndefined();
    sessionId = moved[0]?.id ?? '';
  });

  it('after the cut-off the customer is refused and the consultant may still move it', async () => {
    const late = await bookSlots(await kit.publishSlots(ravi, 1));
    const [session] = await sessionsOf(late);
    const free = await block(ravi, 0.5);
    expectError(
      await reschedule(late, session?.id ?? '', meera, [free[0]?.id ?? '']),
      403,
      SESSION_MESSAGES.pastCutoff(24),
    );
    expectBody(
      await reschedule(late, session?.id ?? '', ravi, [free[0]?.id ?? '']),
      200,
      ticketSessionDetailListSchema,
    );
  });

  it('a session that moved meanwhile is a 409, an unknown one a 404, a closed ticket a 409', async () => {
    expectError(
      await reschedule(ticket, target[1]?.id ?? '', meera, [target[0]?.id ?? '', target[1]?.id ?? '']),
      409,
      SESSION_MESSAGES.changedMeanwhile,
    );
    expectError(
      await reschedule(ticket, crypto.randomUUID(), meera, [target[0]?.id ?? '', target[1]?.id ?? '']),
      404,
      SESSION_MESSAGES.sessionNotFound,
    );
    await kit.moveTo(kit.admin, ticket.id, 'TopicClosed');
    expectError(
      await reschedule(ticket, target[2]?.id ?? '', kit.admin, [target[0]?.id ?? '', target[1]?.id ?? '']),
      409,
      SESSION_MESSAGES.ticketClosed,
    );
  });
});

describe('release on finish', () => {
  /** A ticket with one session that has passed by `NOW + 3 days` and one that has not. */
  async function ticketWithPastAndFuture() {
    const slots = await block(ravi, 2);
    const ticket = await bookSlots([slots[0], slots[3]] as AvailabilitySlot[]);
    kit.clock.set(slots[2]?.slotStartTime ?? '');
    return { ticket, past: slots[0] as AvailabilitySlot, future: slots[3] as AvailabilitySlot };
  }

  it.each([
    ['Closed', (id: string) => kit.moveTo(ravi, id, 'Closed', { hoursWorked: 1 })],
    ['TopicClosed', (id: string) => kit.moveTo(kit.admin, id, 'TopicClosed')],
    ['Paid', (id: string) => kit.moveTo(kit.admin, id, 'Paid')],
  ] as const)(
    '%s frees the future slots and keeps the past ones, with a history entry',
    async (status, close) => {
      const { ticket, past, future } = await ticketWithPastAndFuture();
      await close(ticket.id);
      const held = await holders(ravi);
      expect(held.get(past.id)).toBe(ticket.id);
      expect(held.get(future.id)).toBeUndefined();
      const entries = await history(ticket);
      expect(entries.at(-2)).toMatchObject({ event: 'status', toStatus: status });
      expect(entries.at(-1)).toMatchObject({ event: 'slots_released', fromStatus: status, toStatus: status });
      expect(entries.at(-1)?.comment).toContain(future.slotStartTime.slice(11, 16));
      expect((await sessionsOf(ticket)).map((session) => session.id)).toEqual([past.id]);
      expectError(
        await cancel(ticket, past.id, kit.admin, { reason: 'Closed now' }),
        409,
        SESSION_MESSAGES.ticketClosed,
      );
    },
  );

  it('a change to another status frees nothing and writes no such entry', async () => {
    const { ticket, future } = await ticketWithPastAndFuture();
    await kit.moveTo(ravi, ticket.id, 'InProgress');
    expect((await holders(ravi)).get(future.id)).toBe(ticket.id);
    expect((await history(ticket)).some((entry) => entry.event === 'slots_released')).toBe(false);
  });
});

describe("the consultant's own slots name their ticket", () => {
  it('for the consultant and admins, never for others', async () => {
    const slots = await block(ravi, 0.5);
    const ticket = await bookSlots(slots);
    const read = async (caller: TestUser) =>
      expectBody(
        await kit.send('GET', `/api/ConsultantAvailability/consultant/${ravi.id}`, caller),
        200,
        availabilitySlotListSchema,
      ).find((slot) => slot.id === slots[0]?.id);
    expect(await read(ravi)).toMatchObject({
      ticketId: ticket.id,
      orderNumber: ticket.orderNumber,
      isBooked: true,
    });
    expect(await read(kit.admin)).toMatchObject({ ticketId: ticket.id, orderNumber: ticket.orderNumber });
    const seenByOthers = await read(meera);
    expect(seenByOthers?.isBooked).toBe(true);
    expect(seenByOthers).not.toHaveProperty('ticketId');
    expect(seenByOthers).not.toHaveProperty('orderNumber');
  });
});
