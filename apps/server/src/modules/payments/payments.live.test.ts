// Decision 018: a change the payments module makes (a capture, a failed attempt, a refund) is
// published as `ticket.updated` once the payment's own transaction commits. The customer and the
// admins hear the payment status; the consultant hears only a change of the status they are shown
// (Paid reads Closed), never a payment status.
import { sql } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories';
import { failClosedTicketPayment, refundTicket, usePaymentKit } from '../../../test/payment-kit';

/** What the node's live hub delivers, as far as these tests read it. */
interface LiveEvent {
  type: string;
  data: unknown;
}

const kit = usePaymentKit();
const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** Everyone's events from now on, as the live hub of the node delivers them. */
async function listen(...users: TestUser[]) {
  const heard = new Map<string, LiveEvent[]>();
  for (const user of users) {
    const events: LiveEvent[] = [];
    heard.set(user.id, events);
    stops.push(await kit.app.live.subscribe(user.id, (event) => events.push(event)));
  }
  return {
    /** The ticket.updated events of one ticket that `user` heard, once a marker sent after them arrived. */
    async updates(user: TestUser, orderId: string) {
      const events = heard.get(user.id) ?? [];
      const marker = `marker-${Math.random()}`;
      await kit.app.live.publishNow([user.id], { type: 'test.marker', data: { marker } });
      const deadline = Date.now() + 2000;
      while (
        !events.some((e) => e.type === 'test.marker' && (e.data as { marker: string }).marker === marker)
      ) {
        if (Date.now() > deadline) throw new Error('the marker never arrived');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return events
        .filter((e) => e.type === 'ticket.updated' && (e.data as { orderId: string }).orderId === orderId)
        .map((e) => e.data);
    },
  };
}

it('a verified (sandbox) payment: Paid to the customer and the admins, nothing to the consultant (Closed reads Closed)', async () => {
  const consultant = await kit.ticketConsultant();
  const ticket = await kit.closedTicket();
  const live = await listen(kit.customer, kit.admin, consultant);
  const order = await kit.openOrder(kit.customer, ticket.id);
  const checkout = await kit.checkoutResult(order.razorpayOrderId);
  expect((await kit.verify(kit.customer, checkout)).statusCode).toBe(200);
  const paid = { orderId: ticket.id, status: 'Paid', paymentStatus: 'Paid' };
  expect(await live.updates(kit.customer, ticket.id)).toEqual([paid]);
  expect(await live.updates(kit.admin, ticket.id)).toEqual([paid]);
  expect(await live.updates(consultant, ticket.id)).toEqual([]);
});

it('a payment from Topic Closed: the consultant hears Closed, with no payment status', async () => {
  const consultant = await kit.ticketConsultant();
  const booked = await kit.book(kit.customer, consultant, await kit.taxonomy());
  const closed = await kit.moveTo(kit.admin, booked.id, 'TopicClosed', { hoursWorked: 1 });
  const live = await listen(kit.customer, consultant);
  const order = await kit.openOrder(kit.customer, closed.id);
  expect((await kit.verify(kit.customer, await kit.checkoutResult(order.razorpayOrderId))).statusCode).toBe(
    200,
  );
  expect(await live.updates(kit.customer, closed.id)).toEqual([
    { orderId: closed.id, status: 'Paid', paymentStatus: 'Paid' },
  ]);
  expect(await live.updates(consultant, closed.id)).toEqual([{ orderId: closed.id, status: 'Closed' }]);
});

it('a sandbox Fail: Failed to the customer and the admins, nothing to the consultant', async () => {
  const consultant = await kit.ticketConsultant();
  const ticket = await kit.closedTicket();
  const live = await listen(kit.customer, kit.admin, consultant);
  await failClosedTicketPayment(kit.send, kit.customer, ticket.id);
  const failed = { orderId: ticket.id, status: 'Closed', paymentStatus: 'Failed' };
  expect(await live.updates(kit.customer, ticket.id)).toEqual([failed]);
  expect(await live.updates(kit.admin, ticket.id)).toEqual([failed]);
  expect(await live.updates(consultant, ticket.id)).toEqual([]);
});

it('a refund: Refunded (back to Closed) to the customer and the admins, nothing to the consultant', async () => {
  const consultant = await kit.ticketConsultant();
  const { ticket } = await kit.payTicket();
  const live = await listen(kit.customer, kit.admin, consultant);
  await refundTicket(kit.send, kit.admin, ticket.id);
  const refunded = { orderId: ticket.id, status: 'Closed', paymentStatus: 'Refunded' };
  expect(await live.updates(kit.customer, ticket.id)).toEqual([refunded]);
  expect(await live.updates(kit.admin, ticket.id)).toEqual([refunded]);
  expect(await live.updates(consultant, ticket.id)).toEqual([]);
});

it('a capture whose transaction rolls back publishes nothing: no ticket.updated, the ticket stays unpaid', async () => {
  const ticket = await kit.closedTicket();
  const order = await kit.openOrder(kit.customer, ticket.id);
  const checkout = await kit.checkoutResult(order.razorpayOrderId);
  const live = await listen(kit.customer, kit.admin);
  // The receipt, the capture's last write, cannot be issued: everything before it rolls back.
  await kit.database.db.execute(sql`
    CREATE FUNCTION refuse_receipt() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'receipts unavailable'; END $$`);
  await kit.database.db.execute(
    sql`CREATE TRIGGER refuse_receipt BEFORE INSERT ON receipts FOR EACH ROW EXECUTE FUNCTION refuse_receipt()`,
  );
  try {
    expect((await kit.verify(kit.customer, checkout)).statusCode).toBe(500);
  } finally {
    await kit.database.db.execute(sql`DROP TRIGGER refuse_receipt ON receipts`);
  }
  expect(await live.updates(kit.customer, ticket.id)).toEqual([]);
  expect(await live.updates(kit.admin, ticket.id)).toEqual([]);
  const tab = await kit.send('GET', `/api/Payment/for-order/${ticket.id}`, kit.customer);
  expect(tab.json()).toMatchObject({ paymentStatus: 'Pending', razorpayPaymentId: null });
  // The same checkout, verified again once the receipt can be issued, is told as usual.
  expect((await kit.verify(kit.customer, checkout)).statusCode).toBe(200);
  expect(await live.updates(kit.customer, ticket.id)).toEqual([
    { orderId: ticket.id, status: 'Paid', paymentStatus: 'Paid' },
  ]);
});
