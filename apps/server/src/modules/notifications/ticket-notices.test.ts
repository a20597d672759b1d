// Decision 024: who is told of a booking, a status change and a rating, in the change's transaction.
import type { Ticket } from '@basisdesk/shared';
import { inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type NotificationRow,
  notificationsIn,
  pairs,
  recipientsOf,
  since,
  useNoticeKit,
} from '../../../test/notification-kit';
import { slotsAt } from '../../../test/session-kit';
import { availabilitySlots } from '../../db/schema';

const NOW = '2031-05-12T08:10:00.000Z';

const kit = useNoticeKit({ now: NOW });

beforeEach(() => kit.clock.set(NOW));

describe('a booking', () => {
  it('confirms to the customer and tells the consultant, with the sessions as calendar events, and nobody else', async () => {
    const slots = await kit.block(3);
    // Slots 0-1 touch: one session; slot 3 is another.
    const ticket = await kit.bookSlots(slotsAt(slots, 0, 1, 3));
    const [first, second, , fourth] = slots;
    const sessions = [
      { calendarUid: first?.id, sequence: 0, start: first?.slotStartTime, end: second?.slotEndTime },
      { calendarUid: fourth?.id, sequence: 0, start: fourth?.slotStartTime, end: fourth?.slotEndTime },
    ];
    const confirmed = await kit.noticesOf(ticket, 'booking.confirmed');
    const received = await kit.noticesOf(ticket, 'booking.received');
    expect(recipientsOf([...confirmed, ...received])).toEqual(
      pairs([kit.meera.id, 'booking.confirmed'], [kit.ravi.id, 'booking.received']),
    );
    expect(confirmed[0]?.payload).toEqual({ sessions });
    expect(received[0]?.payload).toEqual({ sessions });
    expect(confirmed[0]).toMatchObject({ category: 'bookings', status: 'queued' });
  });

  it('writes no reminder: those come from the periodic scan (session-reminders.job.test.ts)', async () => {
    const ticket = await kit.bookSlots(slotsAt(await kit.block(2), 0, 3));
    expect(await kit.noticesOf(ticket, 'session.reminder')).toEqual([]);
    expect(await kit.noticesOf(ticket)).toHaveLength(2);
  });

  it('a lost race for a slot (409) leaves no notification behind', async () => {
    const [slot] = await kit.block(1);
    if (!slot) throw new Error('no slot');
    const before = await notificationsIn(kit.database.db);
    const rivals = await kit.newCustomers(3);
    const answers = await Promise.all(
      rivals.map((rival) => kit.createTicket(rival, kit.ticketBody(kit.basis, kit.ravi, [slot]))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    const added = since(before, await notificationsIn(kit.database.db));
    const winner = rivals.find((_, index) => answers[index]?.statusCode === 201);
    expect(
      added
        .filter((row) => row.event.startsWith('booking.'))
        .map((row) => row.recipientId)
        .sort(),
    ).toEqual([winner?.id, kit.ravi.id].sort());
    expect(new Set(added.map((row) => row.ticketId)).size).toBe(1);
  });
});

describe('status changes', () => {
  let ticket: Ticket;
  beforeEach(async () => {
    ticket = await kit.bookSlots(await kit.block(1));
  });

  const statusNotices = async () =>
    (await kit.noticesOf(ticket)).filter(
      (row) => row.event.startsWith('ticket.') || row.event.startsWith('payment.'),
    );

  it("the consultant's change tells the customer only, naming the change and who made it", async () => {
    await kit.moveTo(kit.ravi, ticket.id, 'InProgress');
    const rows = await statusNotices();
    expect(recipientsOf(rows)).toEqual([[kit.meera.id, 'ticket.statusChanged']]);
    expect(rows[0]?.payload).toEqual({
      from: 'New',
      to: 'InProgress',
      by: { id: kit.ravi.id, name: 'Ravi Kumar' },
    });
  });

  it("the customer's escalation tells the consultant and every active admin, never the customer", async () => {
    const otherAdmin = await kit.newUser({ role: 'Admin', firstName: 'Omar', lastName: 'Admin' });
    const goneAdmin = await kit.newUser({ role: 'Admin', status: 'Inactive' });
    await kit.moveTo(kit.meera, ticket.id, 'Escalate');
    const rows = await statusNotices();
    expect(recipientsOf(rows)).toEqual(
      pairs(
        [kit.ravi.id, 'ticket.escalated'],
        [kit.admin.id, 'ticket.escalated'],
        [otherAdmin.id, 'ticket.escalated'],
      ),
    );
    expect(rows.some((row) => row.recipientId === goneAdmin.id)).toBe(false);
    expect(rows[0]?.payload).toEqual({ by: { id: kit.meera.id, name: 'Meera Iyer' } });
  });

  it("the consultant's escalation: the admins hear of it, the customer of the status, the consultant nothing", async () => {
    await kit.moveTo(kit.ravi, ticket.id, 'Escalate');
    const rows = await statusNotices();
    expect(rows.filter((row) => row.recipientId === kit.ravi.id)).toEqual([]);
    expect(rows.filter((row) => row.recipientId === kit.meera.id).map((row) => row.event)).toEqual([
      'ticket.statusChanged',
    ]);
    expect(rows.filter((row) => row.recipientId === kit.admin.id).map((row) => row.event)).toEqual([
      'ticket.escalated',
    ]);
  });

  it('Pending Customer Action tells the customer that action is needed, instead of a status change', async () => {
    await kit.moveTo(kit.ravi, ticket.id, 'PendingCustomerAction');
    const rows = await statusNotices();
    expect(recipientsOf(rows)).toEqual([[kit.meera.id, 'ticket.actionNeeded']]);
    // The customer answers: the consultant hears of it.
    await kit.moveTo(kit.meera, ticket.id, 'InProgress');
    const after = since(rows, await statusNotices());
    expect(recipientsOf(after)).toEqual([[kit.ravi.id, 'ticket.statusChanged']]);
  });

  it("an admin's change tells both people, not the admin", async () => {
    await kit.moveTo(kit.admin, ticket.id, 'InProgress');
    expect(recipientsOf(await statusNotices())).toEqual(
      pairs([kit.meera.id, 'ticket.statusChanged'], [kit.ravi.id, 'ticket.statusChanged']),
    );
  });

  it('closing tells the customer the amount in rupees and the hours; the same status twice is two changes', async () => {
    await kit.moveTo(kit.ravi, ticket.id, 'Closed', { hoursWorked: 1.5 });
    const rows = await statusNotices();
    expect(recipientsOf(rows)).toEqual([[kit.meera.id, 'ticket.closed']]);
    expect(rows[0]?.payload).toEqual({
      status: 'Closed',
      amount: 3000,
      hoursWorked: 1.5,
      by: { id: kit.ravi.id, name: 'Ravi Kumar' },
      // The session still ahead, released by the close, is told in the same mail.
      releasedSessions: [expect.objectContaining({ sequence: 1 })],
    });
    await kit.moveTo(kit.meera, ticket.id, 'ReOpened');
    await kit.moveTo(kit.admin, ticket.id, 'TopicClosed', { hoursWorked: 2 });
    const closed = await kit.noticesOf(ticket, 'ticket.closed');
    expect(closed.map((row) => (row.payload as { status: string; amount: number }).amount)).toEqual([
      3000, 4000,
    ]);
    expect(new Set(closed.map((row) => row.dedupeKey)).size).toBe(2);
  });

  describe("closing before the ticket's sessions: one mail to each person (decision 053)", () => {
    /** Ravi's three slots, booked as two sessions ahead (slots 1–2 run together, 4 alone). */
    async function twoSessionsAhead() {
      const slots = await kit.block(3);
      const ticket = await kit.bookSlots(slotsAt(slots, 0, 1, 3));
      const [first, second, , fourth] = slots;
      const sessions = [
        { calendarUid: first?.id, sequence: 1, start: first?.slotStartTime, end: second?.slotEndTime },
        { calendarUid: fourth?.id, sequence: 1, start: fourth?.slotStartTime, end: fourth?.slotEndTime },
      ];
      return { slots, ticket, sessions };
    }
    const byStart = <T extends { start?: string }>(list: readonly T[]) =>
      [...list].sort((x, y) => (x.start ?? '').localeCompare(y.start ?? ''));
    const finishingMails = async (ticket: Ticket) =>
      (await kit.noticesOf(ticket)).filter((row) => !row.event.startsWith('booking.'));
    type Told = {
      releasedSessions: Array<{ start: string }>;
      session: { start: string };
      sessions: Array<{ start: string }>;
    };
    /** The payload of the one row of `event` (to `recipientId`, when given); fails when there is none. */
    function payloadOf(rows: readonly NotificationRow[], event: string, recipientId?: string): Told {
      const row = rows.find(
        (each) => each.event === event && (!recipientId || each.recipientId === recipientId),
      );
      if (!row) throw new Error(`no ${event} mail`);
      return row.payload as Told;
    }

    it("the consultant's close: the customer's bill carries the cancellations, the consultant gets them alone", async () => {
      const { slots, ticket, sessions } = await twoSessionsAhead();
      await kit.moveTo(kit.ravi, ticket.id, 'Closed', { hoursWorked: 1 });
      const rows = await finishingMails(ticket);
      expect(recipientsOf(rows)).toEqual(
        pairs([kit.meera.id, 'ticket.closed'], [kit.ravi.id, 'session.cancelled']),
      );
      const { releasedSessions, ...bill } = payloadOf(rows, 'ticket.closed');
      expect(bill).toMatchObject({ status: 'Closed', hoursWorked: 1, by: { id: kit.ravi.id } });
      expect(byStart(releasedSessions)).toEqual(byStart(sessions));
      const cancelled = payloadOf(rows, 'session.cancelled');
      expect(cancelled).toMatchObject({ ticketEnded: true, reason: null, by: { id: kit.ravi.id } });
      const { session, sessions: told } = cancelled;
      expect(byStart(told)).toEqual(byStart(sessions));
      expect(told[0]).toEqual(session);
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

    it("an admin's close: each person's status mail carries them, and no cancellation mail is left", async () => {
      const { ticket, sessions } = await twoSessionsAhead();
      await kit.moveTo(kit.admin, ticket.id, 'TopicClosed', { hoursWorked: 1 });
      const rows = await finishingMails(ticket);
      expect(recipientsOf(rows)).toEqual(
        pairs([kit.meera.id, 'ticket.closed'], [kit.ravi.id, 'ticket.statusChanged']),
      );
      for (const row of rows) {
        const { releasedSessions } = row.payload as { releasedSessions: Array<{ start: string }> };
        expect(byStart(releasedSessions)).toEqual(byStart(sessions));
      }
    });

    it('a customer who switched ticket updates off still has the sessions taken out of their calendar', async () => {
      const { ticket, sessions } = await twoSessionsAhead();
      const off = await kit.send('PUT', '/api/notifications/preferences', kit.meera, {
        preferences: { ticketUpdates: false },
      });
      expect(off.statusCode).toBe(200);
      await kit.moveTo(kit.ravi, ticket.id, 'Closed', { hoursWorked: 1 });
      const rows = await finishingMails(ticket);
      expect(recipientsOf(rows)).toEqual(
        pairs(
          [kit.meera.id, 'session.cancelled'],
          [kit.meera.id, 'ticket.closed'],
          [kit.ravi.id, 'session.cancelled'],
        ),
      );
      expect(payloadOf(rows, 'ticket.closed')).not.toHaveProperty('releasedSessions');
      expect(byStart(payloadOf(rows, 'session.cancelled', kit.meera.id).sessions)).toEqual(byStart(sessions));
    });

    it('a close with nothing ahead writes the bill alone', async () => {
      const ticket = await kit.bookSlots(await kit.block(1));
      kit.clock.set('2031-05-20T00:00:00.000Z');
      await kit.moveTo(kit.ravi, ticket.id, 'Closed', { hoursWorked: 1 });
      const rows = await finishingMails(ticket);
      expect(recipientsOf(rows)).toEqual([[kit.meera.id, 'ticket.closed']]);
      expect(rows[0]?.payload).not.toHaveProperty('releasedSessions');
    });
  });
});

describe('ratings', () => {
  it('tells the rated consultant the average of the three scores, the comments and who rated', async () => {
    const ticket = await kit.bookSlots(await kit.block(1));
    await kit.moveTo(kit.ravi, ticket.id, 'Closed', { hoursWorked: 1 });
    const response = await kit.send('POST', '/api/TicketRatings', kit.meera, {
      orderId: ticket.id,
      ratedUserId: kit.ravi.id,
      ratingForRole: 'Consultant',
      communicationProfessionalism: 5,
      resolutionQuality: 4,
      responseTime: 4,
      comments: 'Fixed the transport route quickly',
    });
    expect(response.statusCode).toBe(201);
    const rows = await kit.noticesOf(ticket, 'rating.received');
    expect(recipientsOf(rows)).toEqual([[kit.ravi.id, 'rating.received']]);
    expect(rows[0]?.payload).toMatchObject({
      average: 4.33,
      comments: 'Fixed the transport route quickly',
      ratedBy: 'Meera Iyer',
    });
    // A second rating is refused and tells nobody.
    const again = await kit.send('POST', '/api/TicketRatings', kit.meera, {
      orderId: ticket.id,
      ratedUserId: kit.ravi.id,
      ratingForRole: 'Consultant',
      communicationProfessionalism: 1,
      resolutionQuality: 1,
      responseTime: 1,
    });
    expect(again.statusCode).toBe(409);
    expect(await kit.noticesOf(ticket, 'rating.received')).toHaveLength(1);
  });
});
