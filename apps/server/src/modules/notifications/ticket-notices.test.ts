import {
  type AvailabilitySlot,
  type NotificationEvent,
  paymentResultSchema,
  type Ticket,
  ticketSessionDetailListSchema,
  webhookResultSchema,
} from '@basisdesk/shared';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Taxonomy } from '../../../test/booking-kit';
import { expectBody } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';
import { type NotificationRow, notificationsIn, recipientsOf } from '../../../test/notification-kit';
import { refundTicket, usePaymentKit } from '../../../test/payment-kit';
import { paymentPayload } from '../../../test/razorpay-stand-in';
import { availabilitySlots, users } from '../../db/schema';

const NOW = '2031-05-12T08:10:00.000Z';
const HOUR_MS = 60 * 60 * 1000;

const kit = usePaymentKit({ razorpay: true, now: NOW });
let meera: TestUser;
let ravi: TestUser;
let basis: Taxonomy;

/** Where the next block starts: two days ahead, past the 24-hour cut-off. */
let cursor = Date.parse('2031-05-14T06:00:00.000Z');
async function block(hours: number): Promise<AvailabilitySlot[]> {
  const start = cursor;
  cursor += (hours + 1) * HOUR_MS;
  return kit.publishBlock(ravi, new Date(start).toISOString(), hours);
}

const slotsAt = (slots: AvailabilitySlot[], ...indexes: number[]) =>
  indexes.map((index) => {
    const slot = slots[index];
    if (!slot) throw new Error(`no slot ${index}`);
    return slot;
  });

const book = (slots: AvailabilitySlot[]) => kit.book(meera, ravi, basis, { slots });

/** The outbox rows of one ticket, optionally of one event. */
async function noticesOf(ticket: Pick<Ticket, 'id'>, event?: NotificationEvent): Promise<NotificationRow[]> {
  const rows = await notificationsIn(kit.database.db, event);
  return rows.filter((row) => row.ticketId === ticket.id);
}

/** `[recipientId, event]` pairs in recipientsOf's order, for exact expectations. */
const pairs = (...expected: Array<readonly [string, NotificationEvent]>) =>
  [...expected].sort(([a, x], [b, y]) => `${a}${x}`.localeCompare(`${b}${y}`));

/** What a test adds: the rows written since `before` was taken. */
const since = (before: readonly NotificationRow[], after: readonly NotificationRow[]) => {
  const seen = new Set(before.map((row) => row.id));
  return after.filter((row) => !seen.has(row.id));
};

const sessionsOf = async (ticket: Pick<Ticket, 'id'>) =>
  expectBody(
    await kit.send('GET', `/api/SupportRequests/${ticket.id}/sessions`, meera),
    200,
    ticketSessionDetailListSchema,
  );

beforeAll(async () => {
  meera = await kit.newCustomer({ firstName: 'Meera', lastName: 'Iyer' });
  basis = await kit.newTaxonomy();
  ravi = await kit.newConsultant({
    firstName: 'Ravi',
    lastName: 'Kumar',
    hourlyRate: 2000,
    skills: [{ typeId: basis.typeId }],
  });
  await kit.database.db.update(users).set({ timeZone: 'Asia/Kolkata' }).where(eq(users.id, ravi.id));
});

beforeEach(() => kit.clock.set(NOW));

describe('a booking', () => {
  it('confirms to the customer and tells the consultant, with the sessions as calendar events, and nobody else', async () => {
    const slots = await block(3);
    // Slots 0-1 touch: one session; slot 3 is another.
    const ticket = await book(slotsAt(slots, 0, 1, 3));
    const [first, second, , fourth] = slots;
    const sessions = [
      { calendarUid: first?.id, sequence: 0, start: first?.slotStartTime, end: second?.slotEndTime },
      { calendarUid: fourth?.id, sequence: 0, start: fourth?.slotStartTime, end: fourth?.slotEndTime },
    ];
    const confirmed = await noticesOf(ticket, 'booking.confirmed');
    const received = await noticesOf(ticket, 'booking.received');
    expect(recipientsOf([...confirmed, ...received])).toEqual(
      pairs([meera.id, 'booking.confirmed'], [ravi.id, 'booking.received']),
    );
    expect(confirmed[0]?.payload).toEqual({ sessions });
    expect(received[0]?.payload).toEqual({ sessions });
    expect(confirmed[0]).toMatchObject({ category: 'bookings', status: 'queued' });
  });

  it('writes no reminder: those come from the periodic scan (session-reminders.job.test.ts)', async () => {
    const ticket = await book(slotsAt(await block(2), 0, 3));
    expect(await noticesOf(ticket, 'session.reminder')).toEqual([]);
    expect(await noticesOf(ticket)).toHaveLength(2);
  });

  it('a lost race for a slot (409) leaves no notification behind', async () => {
    const [slot] = await block(1);
    if (!slot) throw new Error('no slot');
    const before = await notificationsIn(kit.database.db);
    const rivals = await kit.newCustomers(3);
    const answers = await Promise.all(
      rivals.map((rival) => kit.createTicket(rival, kit.ticketBody(basis, ravi, [slot]))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    const added = since(before, await notificationsIn(kit.database.db));
    const winner = rivals.find((_, index) => answers[index]?.statusCode === 201);
    expect(
      added
        .filter((row) => row.event.startsWith('booking.'))
        .map((row) => row.recipientId)
        .sort(),
    ).toEqual([winner?.id, ravi.id].sort());
    expect(new Set(added.map((row) => row.ticketId)).size).toBe(1);
  });
});

describe('status changes', () => {
  let ticket: Ticket;
  beforeEach(async () => {
    ticket = await book(await block(1));
  });

  const statusNotices = async () =>
    (await noticesOf(ticket)).filter(
      (row) => row.event.startsWith('ticket.') || row.event.startsWith('payment.'),
    );

  it("the consultant's change tells the customer only, naming the change and who made it", async () => {
    await kit.moveTo(ravi, ticket.id, 'InProgress');
    const rows = await statusNotices();
    expect(recipientsOf(rows)).toEqual([[meera.id, 'ticket.statusChanged']]);
    expect(rows[0]?.payload).toEqual({
      from: 'New',
      to: 'InProgress',
      by: { id: ravi.id, name: 'Ravi Kumar' },
    });
  });

  it("the customer's escalation tells the consultant and every active admin, never the customer", async () => {
    const otherAdmin = await kit.newUser({ role: 'Admin', firstName: 'Omar', lastName: 'Admin' });
    const goneAdmin = await kit.newUser({ role: 'Admin', status: 'Inactive' });
    await kit.moveTo(meera, ticket.id, 'Escalate');
    const rows = await statusNotices();
    expect(recipientsOf(rows)).toEqual(
      pairs(
        [ravi.id, 'ticket.escalated'],
        [kit.admin.id, 'ticket.escalated'],
        [otherAdmin.id, 'ticket.escalated'],
      ),
    );
    expect(rows.some((row) => row.recipientId === goneAdmin.id)).toBe(false);
    expect(rows[0]?.payload).toEqual({ by: { id: meera.id, name: 'Meera Iyer' } });
  });

  it("the consultant's escalation: the admins hear of it, the customer of the status, the consultant nothing", async () => {
    await kit.moveTo(ravi, ticket.id, 'Escalate');
    const rows = await statusNotices();
    expect(rows.filter((row) => row.recipientId === ravi.id)).toEqual([]);
    expect(rows.filter((row) => row.recipientId === meera.id).map((row) => row.event)).toEqual([
      'ticket.statusChanged',
    ]);
    expect(rows.filter((row) => row.recipientId === kit.admin.id).map((row) => row.event)).toEqual([
      'ticket.escalated',
    ]);
  });

  it('Pending Customer Action tells the customer that action is needed, instead of a status change', async () => {
    await kit.moveTo(ravi, ticket.id, 'PendingCustomerAction');
    const rows = await statusNotices();
    expect(recipientsOf(rows)).toEqual([[meera.id, 'ticket.actionNeeded']]);
    // The customer answers: the consultant hears of it.
    await kit.moveTo(meera, ticket.id, 'InProgress');
    const after = since(rows, await statusNotices());
    expect(recipientsOf(after)).toEqual([[ravi.id, 'ticket.statusChanged']]);
  });

  it("an admin's change tells both people, not the admin", async () => {
    await kit.moveTo(kit.admin, ticket.id, 'InProgress');
    expect(recipientsOf(await statusNotices())).toEqual(
      pairs([meera.id, 'ticket.statusChanged'], [ravi.id, 'ticket.statusChanged']),
    );
  });

  it('closing tells the customer the amount in rupees and the hours; the same status twice is two changes', async () => {
    await kit.moveTo(ravi, ticket.id, 'Closed', { hoursWorked: 1.5 });
    const rows = await statusNotices();
    expect(recipientsOf(rows)).toEqual([[meera.id, 'ticket.closed']]);
    expect(rows[0]?.payload).toEqual({
      status: 'Closed',
      amount: 3000,
      hoursWorked: 1.5,
      by: { id: ravi.id, name: 'Ravi Kumar' },
    });
    await kit.moveTo(meera, ticket.id, 'ReOpened');
    await kit.moveTo(kit.admin, ticket.id, 'TopicClosed', { hoursWorked: 2 });
    const closed = await noticesOf(ticket, 'ticket.closed');
    expect(closed.map((row) => (row.payload as { status: string; amount: number }).amount)).toEqual([
      3000, 4000,
    ]);
    expect(new Set(closed.map((row) => row.dedupeKey)).size).toBe(2);
  });

  it("closing before the ticket's sessions cancels each to both people, as the ticket's end", async () => {
    const slots = await block(3);
    const later = await book(slotsAt(slots, 0, 1, 3));
    await kit.moveTo(ravi, later.id, 'Closed', { hoursWorked: 1 });
    const cancelled = await noticesOf(later, 'session.cancelled');
    expect(recipientsOf(cancelled)).toEqual(
      pairs(
        [meera.id, 'session.cancelled'],
        [meera.id, 'session.cancelled'],
        [ravi.id, 'session.cancelled'],
        [ravi.id, 'session.cancelled'],
      ),
    );
    const [first, second, , fourth] = slots;
    expect(cancelled.find((row) => row.recipientId === meera.id && row.payload)?.payload).toMatchObject({
      ticketEnded: true,
      reason: null,
      by: { id: ravi.id, name: 'Ravi Kumar' },
    });
    expect(
      cancelled
        .filter((row) => row.recipientId === ravi.id)
        .map((row) => (row.payload as { session: { start: string } }).session)
        .sort((a, b) => (a.start ?? '').localeCompare(b.start ?? '')),
    ).toEqual(
      [
        { calendarUid: first?.id, sequence: 1, start: first?.slotStartTime, end: second?.slotEndTime },
        { calendarUid: fourth?.id, sequence: 1, start: fourth?.slotStartTime, end: fourth?.slotEndTime },
      ].sort((a, b) => (a.start ?? '').localeCompare(b.start ?? '')),
    );
    const freed = await kit.database.db
      .select({ uid: availabilitySlots.calendarUid, sequence: availabilitySlots.calendarSequence })
      .from(availabilitySlots)
      .where(
        inArray(
          availabilitySlots.id,
          slotsAt(slots, 0, 1, 3).map((slot) => slot.id),
        ),
      );
    expect(freed).toEqual([0, 1, 2].map(() => ({ uid: null, sequence: 0 })));
  });
});

describe('payments', () => {
  async function closedTicket() {
    const ticket = await book(await block(1));
    return kit.moveTo(ravi, ticket.id, 'Closed', { hoursWorked: 1.5 });
  }

  const paymentNotices = async (ticket: Pick<Ticket, 'id'>) =>
    (await noticesOf(ticket)).filter(
      (row) => row.event.startsWith('payment.') || row.event === 'ticket.statusChanged',
    );

  it('a verified payment tells the customer (received) and nobody else: no consultant, no status change', async () => {
    const ticket = await closedTicket();
    const order = await kit.openOrder(meera, ticket.id);
    const checkout = await kit.checkoutResult(order.razorpayOrderId);
    expectBody(await kit.verify(meera, checkout), 200, paymentResultSchema);
    const rows = await paymentNotices(ticket);
    expect(recipientsOf(rows)).toEqual([[meera.id, 'payment.received']]);
    expect(rows.find((row) => row.event === 'payment.received')?.payload).toEqual({
      amount: 3000,
      paymentStatus: 'Paid',
    });
  });

  it('a capture told twice by webhook, and again by verify, makes one payment.received', async () => {
    const ticket = await closedTicket();
    const order = await kit.openOrder(meera, ticket.id);
    const paymentId = `pay_${crypto.randomUUID().replaceAll('-', '').slice(0, 14)}`;
    const checkout = await kit.checkoutResult(order.razorpayOrderId, paymentId);
    const payload = paymentPayload({
      id: paymentId,
      orderId: order.razorpayOrderId,
      amount: order.amount,
      status: 'captured',
    });
    const first = kit.standIn?.webhook('payment.captured', payload);
    const second = kit.standIn?.webhook('order.paid', payload);
    if (!first || !second) throw new Error('no stand-in');
    expect(expectBody(await kit.sendWebhook(first), 200, webhookResultSchema).outcome).toBe('applied');
    expect(expectBody(await kit.sendWebhook(first), 200, webhookResultSchema).outcome).toBe('duplicate');
    await kit.sendWebhook(second);
    await kit.verify(meera, checkout);
    expect(recipientsOf(await paymentNotices(ticket))).toEqual([[meera.id, 'payment.received']]);
  });

  it('a failed attempt tells nobody', async () => {
    const ticket = await closedTicket();
    const before = await noticesOf(ticket);
    const order = await kit.openOrder(meera, ticket.id);
    const delivery = kit.standIn?.webhook(
      'payment.failed',
      paymentPayload({
        id: 'pay_failedattempt1',
        orderId: order.razorpayOrderId,
        amount: order.amount,
        status: 'failed',
      }),
    );
    if (!delivery) throw new Error('no stand-in');
    expect(expectBody(await kit.sendWebhook(delivery), 200, webhookResultSchema).outcome).toBe('applied');
    expect(since(before, await noticesOf(ticket))).toEqual([]);
  });

  it('a refund tells the customer the amount and the reason, and nobody else', async () => {
    const ticket = await closedTicket();
    const order = await kit.openOrder(meera, ticket.id);
    await kit.verify(meera, await kit.checkoutResult(order.razorpayOrderId));
    const before = await noticesOf(ticket);
    await refundTicket(kit.send, kit.admin, ticket.id, 'Work not delivered');
    const added = since(before, await noticesOf(ticket));
    expect(recipientsOf(added)).toEqual([[meera.id, 'payment.refunded']]);
    expect(added[0]?.payload).toEqual({ amount: 3000, reason: 'Work not delivered' });
  });

  it("an admin's Paid for a payment settled outside the app tells the customer as a payment, not the consultant", async () => {
    const ticket = await closedTicket();
    await kit.moveTo(kit.admin, ticket.id, 'Paid');
    expect(recipientsOf(await paymentNotices(ticket))).toEqual([[meera.id, 'payment.received']]);
  });
});

describe('session changes', () => {
  const cancel = (ticket: Pick<Ticket, 'id'>, sessionId: string, caller: TestUser, body: object = {}) =>
    kit.send('POST', `/api/SupportRequests/${ticket.id}/sessions/${sessionId}/cancel`, caller, body);
  const reschedule = (ticket: Pick<Ticket, 'id'>, sessionId: string, caller: TestUser, slotIds: string[]) =>
    kit.send('POST', `/api/SupportRequests/${ticket.id}/sessions/${sessionId}/reschedule`, caller, {
      slotIds,
    });

  it("the customer's cancel tells the consultant, with the invite's uid at the next sequence and the reason", async () => {
    const slots = await block(2);
    const ticket = await book(slotsAt(slots, 0, 1, 3));
    const [first, second] = slots;
    expect((await cancel(ticket, first?.id ?? '', meera, { reason: 'Travelling that day' })).statusCode).toBe(
      200,
    );
    const rows = await noticesOf(ticket, 'session.cancelled');
    expect(recipientsOf(rows)).toEqual([[ravi.id, 'session.cancelled']]);
    expect(rows[0]?.payload).toEqual({
      session: { calendarUid: first?.id, sequence: 1, start: first?.slotStartTime, end: second?.slotEndTime },
      by: { id: meera.id, name: 'Meera Iyer' },
      reason: 'Travelling that day',
      ticketEnded: false,
    });
  });

  it("the consultant's release tells the customer; an admin's tells both", async () => {
    const slots = await block(3);
    const ticket = await book(slotsAt(slots, 0, 2, 4));
    await cancel(ticket, slots[0]?.id ?? '', ravi, { reason: 'Called away to an outage' });
    await cancel(ticket, slots[2]?.id ?? '', kit.admin, { reason: 'The consultant is unwell' });
    const rows = await noticesOf(ticket, 'session.cancelled');
    expect(
      rows
        .map((row) => [row.recipientId, (row.payload as { session: { start: string } }).session.start])
        .sort(),
    ).toEqual(
      [
        [meera.id, slots[0]?.slotStartTime],
        [meera.id, slots[2]?.slotStartTime],
        [ravi.id, slots[2]?.slotStartTime],
      ].sort(),
    );
  });

  it('a move keeps the calendar uid, raises the sequence and tells the other party; it writes no reminder', async () => {
    const slots = await block(4);
    const ticket = await book(slotsAt(slots, 0, 1));
    const [first, second, third, fourth, fifth] = slots;
    expect(
      (
        await reschedule(
          ticket,
          first?.id ?? '',
          meera,
          slotsAt(slots, 3, 4).map((slot) => slot.id),
        )
      ).statusCode,
    ).toBe(200);
    const moved = await noticesOf(ticket, 'session.moved');
    expect(recipientsOf(moved)).toEqual([[ravi.id, 'session.moved']]);
    expect(moved[0]?.payload).toEqual({
      session: { calendarUid: first?.id, sequence: 1, start: fourth?.slotStartTime, end: fifth?.slotEndTime },
      previous: { start: first?.slotStartTime, end: second?.slotEndTime },
      by: { id: meera.id, name: 'Meera Iyer' },
    });
    const held = await kit.database.db
      .select({
        id: availabilitySlots.id,
        uid: availabilitySlots.calendarUid,
        sequence: availabilitySlots.calendarSequence,
      })
      .from(availabilitySlots)
      .where(
        inArray(
          availabilitySlots.id,
          slotsAt(slots, 0, 1, 3, 4).map((slot) => slot.id),
        ),
      );
    expect(new Map(held.map((row) => [row.id, [row.uid, row.sequence]]))).toEqual(
      new Map([
        [first?.id, [null, 0]],
        [second?.id, [null, 0]],
        [fourth?.id, [first?.id, 1]],
        [fifth?.id, [first?.id, 1]],
      ]),
    );
    expect(await noticesOf(ticket, 'session.reminder')).toEqual([]);

    // Moved again by the consultant: the same uid, sequence 2, told to the customer.
    const [session] = await sessionsOf(ticket);
    await reschedule(ticket, session?.id ?? '', ravi, [third?.id ?? '', fourth?.id ?? '']);
    const again = since(moved, await noticesOf(ticket, 'session.moved'));
    expect(recipientsOf(again)).toEqual([[meera.id, 'session.moved']]);
    expect(again[0]?.payload).toMatchObject({
      session: { calendarUid: first?.id, sequence: 2, start: third?.slotStartTime, end: fourth?.slotEndTime },
      previous: { start: fourth?.slotStartTime, end: fifth?.slotEndTime },
    });
  });
});

describe('ratings', () => {
  it('tells the rated consultant the average of the three scores, the comments and who rated', async () => {
    const ticket = await book(await block(1));
    await kit.moveTo(ravi, ticket.id, 'Closed', { hoursWorked: 1 });
    const response = await kit.send('POST', '/api/TicketRatings', meera, {
      orderId: ticket.id,
      ratedUserId: ravi.id,
      ratingForRole: 'Consultant',
      communicationProfessionalism: 5,
      resolutionQuality: 4,
      responseTime: 4,
      comments: 'Fixed the transport route quickly',
    });
    expect(response.statusCode).toBe(201);
    const rows = await noticesOf(ticket, 'rating.received');
    expect(recipientsOf(rows)).toEqual([[ravi.id, 'rating.received']]);
    expect(rows[0]?.payload).toMatchObject({
      average: 4.33,
      comments: 'Fixed the transport route quickly',
      ratedBy: 'Meera Iyer',
    });
    // A second rating is refused and tells nobody.
    const again = await kit.send('POST', '/api/TicketRatings', meera, {
      orderId: ticket.id,
      ratedUserId: ravi.id,
      ratingForRole: 'Consultant',
      communicationProfessionalism: 1,
      resolutionQuality: 1,
      responseTime: 1,
    });
    expect(again.statusCode).toBe(409);
    expect(await noticesOf(ticket, 'rating.received')).toHaveLength(1);
  });
});

describe('notification sources', () => {
  it('ticketFacts: number, description, statuses, amount in rupees and both people with zones; null when unknown', async () => {
    const ticket = await book(await block(1));
    await kit.moveTo(ravi, ticket.id, 'Closed', { hoursWorked: 2 });
    expect(await kit.app.notificationSources.ticketFacts(ticket.id)).toMatchObject({
      id: ticket.id,
      orderNumber: ticket.orderNumber,
      description: ticket.description,
      status: 'Closed',
      paymentStatus: 'Pending',
      amount: 4000,
      customer: {
        id: meera.id,
        firstName: 'Meera',
        fullName: 'Meera Iyer',
        email: meera.email,
      },
      consultant: {
        id: ravi.id,
        firstName: 'Ravi',
        fullName: 'Ravi Kumar',
        email: ravi.email,
        timeZone: 'Asia/Kolkata',
      },
    });
    expect(await kit.app.notificationSources.ticketFacts(crypto.randomUUID())).toBeNull();
  });

  it('sessionStillBooked: true for a session start the ticket holds, false once moved or for any other time', async () => {
    const slots = await block(3);
    const ticket = await book(slotsAt(slots, 0, 1));
    const { sessionStillBooked } = kit.app.notificationSources;
    const start = new Date(slots[0]?.slotStartTime ?? '');
    expect(await sessionStillBooked(ticket.id, start)).toBe(true);
    // The second slot's start is inside the session, not a session's start.
    expect(await sessionStillBooked(ticket.id, new Date(slots[1]?.slotStartTime ?? ''))).toBe(false);
    await kit.send('POST', `/api/SupportRequests/${ticket.id}/sessions/${slots[0]?.id}/reschedule`, meera, {
      slotIds: slotsAt(slots, 4, 5).map((slot) => slot.id),
    });
    expect(await sessionStillBooked(ticket.id, start)).toBe(false);
    expect(await sessionStillBooked(ticket.id, new Date(slots[4]?.slotStartTime ?? ''))).toBe(true);
  });

  it('receiptPdf: null while unpaid, the PDF named after the receipt once paid', async () => {
    const ticket = await book(await block(1));
    await kit.moveTo(ravi, ticket.id, 'Closed', { hoursWorked: 1 });
    const { receiptPdf } = kit.app.notificationSources;
    expect(await receiptPdf(ticket.id)).toBeNull();
    const order = await kit.openOrder(meera, ticket.id);
    await kit.verify(meera, await kit.checkoutResult(order.razorpayOrderId));
    const receipt = await receiptPdf(ticket.id);
    expect(receipt?.filename).toMatch(/^receipt-.+\.pdf$/);
    expect(receipt?.content.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
