import { supportRequestStatsSchema, type Ticket } from '@basisdesk/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBookingKit } from '../../../test/booking-kit';
import { ADMIN_ONLY, AUTHENTICATION_REQUIRED, expectBody, expectError } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';
import { failClosedTicketPayment, payClosedTicket, refundTicket } from '../../../test/payment-kit';
import { NO_TOKEN } from '../../../test/send-request';
import { tickets } from '../../db/schema';

// The admin figures' money (GET Admin/support-requests/stats → revenue), in rupees: what captured
// payments brought in, what refunds gave back, and what closed tickets still owe.
const NOW = '2031-04-07T05:00:00.000Z';
const STATS = '/api/Admin/support-requests/stats';

const kit = useBookingKit({ now: NOW });
let meera: TestUser;
let ravi: TestUser;

beforeAll(async () => {
  const basis = await kit.newTaxonomy();
  meera = await kit.newCustomer();
  ravi = await kit.newConsultant({ hourlyRate: 2000, skills: [{ typeId: basis.typeId }] });
  const book = (slotCount = 1) => kit.book(meera, ravi, basis, { slotCount });
  const close = (ticket: Ticket, hoursWorked: number) =>
    kit.moveTo(ravi, ticket.id, 'Closed', { hoursWorked });
  const paid = await book();
  const refunded = await book();
  const owed = await book();
  const estimated = await book(2);
  const failed = await book();
  const rateless = await book();
  const open = await book();
  const completed = await book();
  const settledOutside = await book();

  await close(paid, 1.5); // ₹3,000 paid
  await close(refunded, 1); // ₹2,000 paid, then refunded
  await close(owed, 2); // ₹4,000 owed
  // Topic Closed by an admin without hours once its session is over: the hour it held, ₹2,000, is owed.
  kit.clock.set(estimated.slots.at(-1)?.slotEndTime ?? NOW);
  await kit.moveTo(kit.admin, estimated.id, 'TopicClosed');
  kit.clock.set(NOW);
  await close(failed, 0.5); // ₹1,000 owed after a failed payment
  await kit.moveTo(ravi, open.id, 'InProgress');
  await kit.moveTo(ravi, completed.id, 'Completed', { hoursWorked: 3 });
  // An admin's Paid records money settled outside the app: no payment, nothing owed.
  await close(settledOutside, 1);
  await kit.moveTo(kit.admin, settledOutside.id, 'Paid');

  await payClosedTicket(kit.send, meera, paid.id);
  await payClosedTicket(kit.send, meera, refunded.id);
  await refundTicket(kit.send, kit.admin, refunded.id);
  // Razorpay's payment.failed (the sandbox's Fail): the ticket is still owed.
  await failClosedTicketPayment(kit.send, meera, failed.id);
  const { db } = kit.database;
  // A ticket that bills nothing owes nothing (decision 028: no ₹100 fallback). A rate of ₹0 stands
  // for it here, since the API no longer accepts one.
  await db.update(tickets).set({ hourlyRatePaise: 0 }).where(eq(tickets.id, rateless.id));
  await kit.moveTo(kit.admin, rateless.id, 'Closed');
});

describe('GET /api/Admin/support-requests/stats: revenue', () => {
  it('401 without a token', async () => {
    expectError(await kit.send('GET', STATS, NO_TOKEN), ...AUTHENTICATION_REQUIRED);
  });

  it('403 for the customer and the consultant', async () => {
    for (const caller of [meera, ravi]) expectError(await kit.send('GET', STATS, caller), ...ADMIN_ONLY);
  });

  it('paid less refunds, refunded, and what Closed or Topic Closed tickets owe (amount, else held time, never ₹100)', async () => {
    const stats = expectBody(await kit.send('GET', STATS, kit.admin), 200, supportRequestStatsSchema);
    expect(stats.revenue).toEqual({ paid: 3000, refunded: 2000, outstanding: 4000 + 2000 + 1000 });
  });
});
