import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { usePaymentKit } from '../../../test/payment-kit';
import { backgroundJobs, paymentOrders, payments, tickets } from '../../db/schema';
import { nextReconcileAt } from './use-cases/reconcile-order';

const kit = usePaymentKit({ razorpay: true, config: { PAYMENT_RECONCILE_AFTER_SECONDS: '300' } });

const MINUTE_MS = 60_000;

async function jobOf(ticketId: string) {
  const [order] = await kit.database.db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.ticketId, ticketId));
  const [job] = await kit.database.db
    .select()
    .from(backgroundJobs)
    .where(eq(backgroundJobs.key, order?.id ?? ''));
  return job;
}
const ticketRow = async (id: string) =>
  (await kit.database.db.select().from(tickets).where(eq(tickets.id, id)))[0];
/** Moves the application's clock past the job's run time. */
const passTime = (minutes: number) =>
  kit.clock.set(new Date(kit.clock.now().getTime() + minutes * MINUTE_MS).toISOString());

describe('payment reconciliation (payment.reconcile jobs)', () => {
  it('is not due before PAYMENT_RECONCILE_AFTER_SECONDS', async () => {
    const ticket = await kit.closedTicket();
    await kit.openOrder(kit.customer, ticket.id);
    const job = await jobOf(ticket.id);
    expect(job?.runAt.getTime()).toBeGreaterThan(kit.clock.now().getTime() + 299_000);
    await kit.app.backgroundJobs.runDue();
    expect((await jobOf(ticket.id))?.attempts).toBe(0);
  });

  it('applies a payment captured at Razorpay but never verified, once, even with two runners at once', async () => {
    const ticket = await kit.closedTicket();
    const order = await kit.openOrder(kit.customer, ticket.id);
    kit.standIn?.addPayment(order.razorpayOrderId, { status: 'captured' });
    passTime(6);
    const claimed = await Promise.all([kit.app.backgroundJobs.runDue(), kit.app.backgroundJobs.runDue()]);
    expect(claimed.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    expect(await ticketRow(ticket.id)).toMatchObject({ status: 'Paid', paymentStatus: 'Paid' });
    expect(
      await kit.database.db.select().from(payments).where(eq(payments.ticketId, ticket.id)),
    ).toHaveLength(1);
    const job = await jobOf(ticket.id);
    expect(job?.doneAt).not.toBeNull();
    expect(job?.attempts).toBe(1);
    await kit.app.backgroundJobs.runDue();
    expect((await jobOf(ticket.id))?.attempts).toBe(1);
  });

  it('records failed attempts and asks again later when nothing is captured', async () => {
    const ticket = await kit.closedTicket();
    const order = await kit.openOrder(kit.customer, ticket.id);
    kit.standIn?.addPayment(order.razorpayOrderId, { status: 'failed' });
    passTime(6);
    await kit.app.backgroundJobs.runDue();
    expect((await ticketRow(ticket.id))?.paymentStatus).toBe('Failed');
    const job = await jobOf(ticket.id);
    expect(job?.doneAt).toBeNull();
    expect(job?.runAt.getTime()).toBeGreaterThan(kit.clock.now().getTime());
  });

  it('asks again later when Razorpay is down', async () => {
    const ticket = await kit.closedTicket();
    await kit.openOrder(kit.customer, ticket.id);
    passTime(6);
    // Every due job of the file asks Razorpay in this pass: all of them find it down.
    kit.standIn?.failNext('500', 10);
    await kit.app.backgroundJobs.runDue();
    kit.standIn?.failNext('500', 0);
    const job = await jobOf(ticket.id);
    expect(job).toMatchObject({ doneAt: null, lastError: expect.stringContaining('500') });
    expect((await ticketRow(ticket.id))?.paymentStatus).toBe('Pending');
  });

  it('ends with an order that was paid meanwhile', async () => {
    const { ticket } = await kit.payTicket();
    passTime(6);
    await kit.app.backgroundJobs.runDue();
    expect((await jobOf(ticket.id))?.doneAt).not.toBeNull();
  });
});

describe('nextReconcileAt', () => {
  const opened = new Date('2031-01-01T00:00:00.000Z');
  const at = (minutes: number) => new Date(opened.getTime() + minutes * MINUTE_MS);

  it('follows 5 min, 15 min, 1 h, then every 6 h up to 48 h, then stops', () => {
    expect(nextReconcileAt(opened, at(5))).toEqual(at(15));
    expect(nextReconcileAt(opened, at(15))).toEqual(at(60));
    expect(nextReconcileAt(opened, at(60))).toEqual(at(7 * 60));
    expect(nextReconcileAt(opened, at(43 * 60))).toEqual(
      at(43 * 60 + 360).getTime() > at(48 * 60).getTime() ? null : at(43 * 60 + 360),
    );
    expect(nextReconcileAt(opened, at(48 * 60))).toBeNull();
  });
});
