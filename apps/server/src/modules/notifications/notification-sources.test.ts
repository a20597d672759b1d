// Decision 024: what the delivery reads from the modules that own it when a mail goes out.
import { beforeEach, describe, expect, it } from 'vitest';
import { useNoticeKit } from '../../../test/notification-kit';
import { slotsAt } from '../../../test/session-kit';

const NOW = '2031-05-12T08:10:00.000Z';

const kit = useNoticeKit({ now: NOW });

beforeEach(() => kit.clock.set(NOW));

describe('notification sources', () => {
  it('ticketFacts: number, description, statuses, amount in rupees and both people with zones; null when unknown', async () => {
    const ticket = await kit.bookSlots(await kit.block(1));
    await kit.moveTo(kit.ravi, ticket.id, 'Closed', { hoursWorked: 2 });
    expect(await kit.app.notificationSources.ticketFacts(ticket.id)).toMatchObject({
      id: ticket.id,
      orderNumber: ticket.orderNumber,
      description: ticket.description,
      status: 'Closed',
      paymentStatus: 'Pending',
      amount: 4000,
      customer: {
        id: kit.meera.id,
        firstName: 'Meera',
        fullName: 'Meera Iyer',
        email: kit.meera.email,
      },
      consultant: {
        id: kit.ravi.id,
        firstName: 'Ravi',
        fullName: 'Ravi Kumar',
        email: kit.ravi.email,
        timeZone: 'Asia/Kolkata',
      },
    });
    expect(await kit.app.notificationSources.ticketFacts(crypto.randomUUID())).toBeNull();
  });

  it('sessionStillBooked: true for a session start the ticket holds, false once moved or for any other time', async () => {
    const slots = await kit.block(3);
    const ticket = await kit.bookSlots(slotsAt(slots, 0, 1));
    const { sessionStillBooked } = kit.app.notificationSources;
    const start = new Date(slots[0]?.slotStartTime ?? '');
    expect(await sessionStillBooked(ticket.id, start)).toBe(true);
    // The second slot's start is inside the session, not a session's start.
    expect(await sessionStillBooked(ticket.id, new Date(slots[1]?.slotStartTime ?? ''))).toBe(false);
    await kit.send(
      'POST',
      `/api/SupportRequests/${ticket.id}/sessions/${slots[0]?.id}/reschedule`,
      kit.meera,
      {
        slotIds: slotsAt(slots, 4, 5).map((slot) => slot.id),
      },
    );
    expect(await sessionStillBooked(ticket.id, start)).toBe(false);
    expect(await sessionStillBooked(ticket.id, new Date(slots[4]?.slotStartTime ?? ''))).toBe(true);
  });

  it('receiptPdf: null while unpaid, the PDF named after the receipt once paid', async () => {
    const ticket = await kit.bookSlots(await kit.block(1));
    await kit.moveTo(kit.ravi, ticket.id, 'Closed', { hoursWorked: 1 });
    const { receiptPdf } = kit.app.notificationSources;
    expect(await receiptPdf(ticket.id)).toBeNull();
    const order = await kit.openOrder(kit.meera, ticket.id);
    await kit.verify(kit.meera, await kit.checkoutResult(order.razorpayOrderId));
    const receipt = await receiptPdf(ticket.id);
    expect(receipt?.filename).toMatch(/^receipt-.+\.pdf$/);
    expect(receipt?.content.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
