import {
  type AvailabilitySlot,
  orderStatusSchema,
  PAYMENT_MESSAGES,
  paymentOrderSchema,
  supportRequestStatsSchema,
  type Ticket,
  ticketPaymentSchema,
  ticketSchema,
} from '@basisdesk/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Taxonomy, useBookingKit } from '../../../test/booking-kit';
import { expectBody, expectError } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';

// What a ticket bills (decision 028): hours worked × the captured rate once logged; until then the
// time it holds × the rate. A session cancelled, released or moved away stops counting; a session
// under way or past when the ticket finishes counts whole; nothing held and no hours is nothing to
// pay (no ₹100). On both databases.
const NOW = '2031-06-02T04:00:00.000Z';
const HOUR_MS = 60 * 60 * 1000;
/** ₹2,000 an hour: 30 minutes are ₹1,000. */
const RATE = 2000;

const kit = useBookingKit({ now: NOW });
let meera: TestUser;
let ravi: TestUser;
let basis: Taxonomy;

/** Ravi's next block, an hour after the last, from past the customer's 24-hour cut-off. */
let block: (hours: number) => Promise<AvailabilitySlot[]>;

/** Two 1-hour sessions an hour apart (2 h booked): slots 0–1 and 4–5 of a 3-hour block. */
async function twoSessions() {
  const slots = await block(3);
  const first = [slots[0], slots[1]] as AvailabilitySlot[];
  const second = [slots[4], slots[5]] as AvailabilitySlot[];
  const ticket = await kit.book(meera, ravi, basis, { slots: [...first, ...second] });
  return { ticket, first, second };
}

const ticketOf = async (ticket: Pick<Ticket, 'id'>, caller = meera) =>
  expectBody(await kit.send('GET', `/api/SupportRequests/${ticket.id}`, caller), 200, ticketSchema);

const release = async (ticket: Pick<Ticket, 'id'>, sessionId: string, caller: TestUser = ravi) =>
  expect(
    (
      await kit.send('POST', `/api/SupportRequests/${ticket.id}/sessions/${sessionId}/cancel`, caller, {
        reason: 'The consultant is away that day',
      })
    ).statusCode,
  ).toBe(200);

const createOrder = (ticket: Pick<Ticket, 'id'>) =>
  kit.send('POST', '/api/Payment/create-order', meera, { orderId: ticket.id, currency: 'INR' });

/** booked_minutes against the minutes of the slots each ticket actually holds: no row may differ. */
async function ticketsBilledForTimeTheyDoNotHold(): Promise<unknown[]> {
  const result = (await kit.database.db.execute(sql`
    select t.id, t.booked_minutes, coalesce(sum(extract(epoch from s.slot_end - s.slot_start) / 60), 0)::int as held
    from tickets t left join availability_slots s on s.ticket_id = t.id
    group by t.id having t.booked_minutes <> coalesce(sum(extract(epoch from s.slot_end - s.slot_start) / 60), 0)::int`)) as {
    rows: unknown[];
  };
  return result.rows;
}

beforeAll(async () => {
  basis = await kit.newTaxonomy();
  meera = await kit.newCustomer({ firstName: 'Meera', lastName: 'Iyer' });
  ravi = await kit.newConsultant({ hourlyRate: RATE, skills: [{ typeId: basis.typeId }] });
  block = kit.blockSeries(ravi, new Date(Date.parse(NOW) + 26 * HOUR_MS).toISOString());
});

describe('what a ticket bills before hours are logged: the time it holds', () => {
  it('booked 2 h: ₹4,000; the consultant releases one 1 h session: ₹2,000 at once', async () => {
    const { ticket, second } = await twoSessions();
    expect((await ticketOf(ticket)).totalAmount).toBe(4000);
    await release(ticket, second[0]?.id ?? '');
    const after = await ticketOf(ticket);
    expect(after).toMatchObject({ totalAmount: 2000, calculatedAmount: null });
    expect(after.slots.map((slot) => slot.id)).toEqual(ticket.slots.slice(0, 2).map((slot) => slot.id));
  });

  it('the customer cancels a session: it stops counting too', async () => {
    const { ticket, first } = await twoSessions();
    expect(
      (await kit.send('POST', `/api/SupportRequests/${ticket.id}/sessions/${first[0]?.id}/cancel`, meera, {}))
        .statusCode,
    ).toBe(200);
    expect((await ticketOf(ticket)).totalAmount).toBe(2000);
  });

  it('a session moved to other slots bills the same: what it holds moved with it', async () => {
    const { ticket, second } = await twoSessions();
    const elsewhere = await block(1);
    const moved = await kit.send(
      'POST',
      `/api/SupportRequests/${ticket.id}/sessions/${second[0]?.id}/reschedule`,
      meera,
      { slotIds: elsewhere.map((slot) => slot.id) },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await ticketOf(ticket);
    expect(after.totalAmount).toBe(4000);
    expect(after.slots.map((slot) => slot.id)).toContain(elsewhere[0]?.id);
  });

  it("the issue's case: 2 h booked, one 1 h session released, the other over, closed without hours → asked for 1 h", async () => {
    const { ticket, first, second } = await twoSessions();
    await release(ticket, second[0]?.id ?? '');
    kit.clock.set(first[1]?.slotEndTime ?? '');
    try {
      await kit.moveTo(kit.admin, ticket.id, 'Closed');
      const closed = await ticketOf(ticket);
      expect(closed).toMatchObject({ status: 'Closed', totalAmount: 2000, calculatedAmount: null });
      const order = expectBody(await createOrder(ticket), 200, paymentOrderSchema);
      expect(order.amount).toBe(200_000);
    } finally {
      kit.clock.set(NOW);
    }
  });

  it('closing during a session keeps that session whole (it was held) and frees only the sessions ahead', async () => {
    const { ticket, first, second } = await twoSessions();
    // Half an hour into the first session.
    kit.clock.set(first[1]?.slotStartTime ?? '');
    try {
      await kit.moveTo(kit.admin, ticket.id, 'TopicClosed');
      const closed = await ticketOf(ticket);
      expect(closed.totalAmount).toBe(2000);
      expect(closed.slots.map((slot) => slot.id)).toEqual(first.map((slot) => slot.id));
      const freed = (await kit.listSlots(ravi)).find((slot) => slot.id === second[0]?.id);
      expect(freed?.isBooked).toBe(false);
    } finally {
      kit.clock.set(NOW);
    }
  });

  it('hours logged bill the hours, whatever was held', async () => {
    const { ticket, second } = await twoSessions();
    await release(ticket, second[0]?.id ?? '');
    const closed = await kit.moveTo(ravi, ticket.id, 'Closed', { hoursWorked: 3 });
    expect(closed).toMatchObject({ calculatedAmount: 6000, totalAmount: 6000 });
    expect(expectBody(await createOrder(ticket), 200, paymentOrderSchema).amount).toBe(600_000);
  });
});

describe('nothing held and no hours: nothing to pay (no ₹100)', () => {
  async function closedHoldingNothing() {
    const slots = await block(1);
    const ticket = await kit.book(meera, ravi, basis, { slots });
    await release(ticket, slots[0]?.id ?? '');
    await kit.moveTo(kit.admin, ticket.id, 'Closed');
    return ticket;
  }

  it('the only session released, then closed: amount 0, create-order 409 in words, no Pay', async () => {
    const ticket = await closedHoldingNothing();
    expect(await ticketOf(ticket)).toMatchObject({
      status: 'Closed',
      totalAmount: 0,
      calculatedAmount: null,
    });
    expectError(await createOrder(ticket), 409, PAYMENT_MESSAGES.nothingToPay);
    const payment = expectBody(
      await kit.send('GET', `/api/Payment/for-order/${ticket.id}`, meera),
      200,
      ticketPaymentSchema,
    );
    expect(payment.payable).toBe(false);
    expect(
      expectBody(await kit.send('GET', `/api/orders/${ticket.id}`, meera), 200, orderStatusSchema)
        .totalAmount,
    ).toBe(0);
  });

  it('an admin who closes a ticket whose sessions are all ahead frees them: nothing to pay either', async () => {
    const slots = await block(1);
    const ticket = await kit.book(meera, ravi, basis, { slots });
    await kit.moveTo(kit.admin, ticket.id, 'Closed');
    expect((await ticketOf(ticket)).totalAmount).toBe(0);
    expectError(await createOrder(ticket), 409, PAYMENT_MESSAGES.nothingToPay);
  });

  it("the admin's outstanding revenue counts what is billed, and nothing for such a ticket", async () => {
    const stats = async () =>
      expectBody(
        await kit.send('GET', '/api/Admin/support-requests/stats', kit.admin),
        200,
        supportRequestStatsSchema,
      ).revenue.outstanding;
    const before = await stats();
    await closedHoldingNothing();
    expect(await stats()).toBe(before);
    const { ticket, second } = await twoSessions();
    await release(ticket, second[0]?.id ?? '');
    await kit.moveTo(ravi, ticket.id, 'Closed', { hoursWorked: 1.5 });
    expect(await stats()).toBe(before + 3000);
  });
});

describe('the held time is kept by the database, whoever changes the slots', () => {
  it('every ticket of this file bills exactly the slots it holds', async () => {
    expect(await ticketsBilledForTimeTheyDoNotHold()).toEqual([]);
  });

  it('a slot freed or claimed by a statement outside the API moves the bill as well', async () => {
    const { ticket, second } = await twoSessions();
    await kit.database.db.execute(
      sql`update availability_slots set ticket_id = null where id = ${second[1]?.id ?? ''}::uuid`,
    );
    expect((await ticketOf(ticket)).totalAmount).toBe(3000);
    await kit.database.db.execute(
      sql`update availability_slots set ticket_id = ${ticket.id}::uuid where id = ${second[1]?.id ?? ''}::uuid`,
    );
    expect((await ticketOf(ticket)).totalAmount).toBe(4000);
    expect(await ticketsBilledForTimeTheyDoNotHold()).toEqual([]);
  });
});
