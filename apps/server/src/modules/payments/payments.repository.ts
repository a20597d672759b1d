import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbExecutor, Tx } from '../../db/client';
import { paymentEvents, paymentOrders, payments, receipts } from '../../db/schema';
import { transactionOf } from '../../db/transaction';

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type PaymentEventOutcome = 'applied' | 'ignored' | 'refused';

const RECEIPT_SEQUENCE_DIGITS = 6;

export function createPaymentsRepository(db: Db) {
  return {
    transaction: transactionOf(db),

    // --- orders --------------------------------------------------------------------------------

    /**
     * Claims the ticket's one live order as `creating`. The partial unique index (one creating or
     * open order per ticket) decides between concurrent claims: the loser gets null and reads the
     * winner's row instead. No transaction is held while the winner asks the provider.
     */
    async claimOrder(values: {
      ticketId: string;
      provider: 'razorpay' | 'sandbox';
      amountPaise: number;
      createdByUserId: string;
      now: Date;
    }): Promise<PaymentOrderRow | null> {
      const [row] = await db
        .insert(paymentOrders)
        .values({
          ticketId: values.ticketId,
          provider: values.provider,
          amountPaise: values.amountPaise,
          createdByUserId: values.createdByUserId,
          status: 'creating',
          createdAt: values.now,
          updatedAt: values.now,
        })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    async findLiveOrder(ticketId: string): Promise<PaymentOrderRow | null> {
      const [row] = await db
        .select()
        .from(paymentOrders)
        .where(and(eq(paymentOrders.ticketId, ticketId), inArray(paymentOrders.status, ['creating', 'open'])))
        .limit(1);
      return row ?? null;
    },

    /** A `creating` claim older than `staleBefore` (its node died mid-call) becomes ours. */
    async takeOverStale(id: string, staleBefore: Date, now: Date): Promise<PaymentOrderRow | null> {
      const [row] = await db
        .update(paymentOrders)
        .set({ createdAt: now, updatedAt: now })
        .where(
          and(
            eq(paymentOrders.id, id),
            eq(paymentOrders.status, 'creating'),
            lt(paymentOrders.createdAt, staleBefore),
          ),
        )
        .returning();
      return row ?? null;
    },

    /**
     * The provider made the order: the claim opens, only if it is still ours. `created_at` is the
     * claim's token: a takeover moves it, so a slow node that was taken over opens nothing.
     */
    async openOrder(
      claim: Pick<PaymentOrderRow, 'id' | 'createdAt'>,
      providerOrderId: string,
      now: Date,
      tx: Tx,
    ): Promise<PaymentOrderRow | null> {
      const [row] = await tx
        .update(paymentOrders)
        .set({ providerOrderId, status: 'open', updatedAt: now })
        .where(
          and(
            eq(paymentOrders.id, claim.id),
            eq(paymentOrders.status, 'creating'),
            eq(paymentOrders.createdAt, claim.createdAt),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** The provider call failed: the claim goes (if still ours), nothing is kept. */
    async deleteClaim(claim: Pick<PaymentOrderRow, 'id' | 'createdAt'>): Promise<void> {
      await db
        .delete(paymentOrders)
        .where(
          and(
            eq(paymentOrders.id, claim.id),
            eq(paymentOrders.status, 'creating'),
            eq(paymentOrders.createdAt, claim.createdAt),
          ),
        );
    },

    async supersede(id: string, now: Date): Promise<void> {
      await db
        .update(paymentOrders)
        .set({ status: 'superseded', updatedAt: now })
        .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, 'open')));
    },

    async findOrderByProviderId(
      providerOrderId: string,
      tx: DbExecutor = db,
    ): Promise<PaymentOrderRow | null> {
      const [row] = await tx
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.providerOrderId, providerOrderId))
        .limit(1);
      return row ?? null;
    },

    async findOrderById(id: string, tx: DbExecutor = db): Promise<PaymentOrderRow | null> {
      const [row] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, id)).limit(1);
      return row ?? null;
    },

    /** The order, locked until the transaction ends: captures of one order queue here. */
    async lockOrderByProviderId(providerOrderId: string, tx: Tx): Promise<PaymentOrderRow | null> {
      const [row] = await tx
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.providerOrderId, providerOrderId))
        .for('update');
      return row ?? null;
    },

    async markOrderPaid(id: string, now: Date, tx: Tx): Promise<void> {
      await tx.update(paymentOrders).set({ status: 'paid', updatedAt: now }).where(eq(paymentOrders.id, id));
    },

    // --- payments ------------------------------------------------------------------------------

    async findPayment(providerPaymentId: string, tx: DbExecutor = db): Promise<PaymentRow | null> {
      const [row] = await tx
        .select()
        .from(payments)
        .where(eq(payments.providerPaymentId, providerPaymentId))
        .limit(1);
      return row ?? null;
    },

    async findPaymentByRefundId(providerRefundId: string, tx: DbExecutor = db): Promise<PaymentRow | null> {
      const [row] = await tx
        .select()
        .from(payments)
        .where(eq(payments.providerRefundId, providerRefundId))
        .limit(1);
      return row ?? null;
    },

    /** The payment that settled the ticket (captured, or refunded since), with its receipt number. */
    async findSettledPayment(ticketId: string, tx: DbExecutor = db) {
      const [row] = await tx
        .select({ payment: payments, receiptNumber: receipts.number })
        .from(payments)
        .leftJoin(receipts, eq(receipts.paymentId, payments.id))
        .where(and(eq(payments.ticketId, ticketId), inArray(payments.status, ['captured', 'refunded'])))
        .limit(1);
      return row ?? null;
    },

    async insertPayment(values: typeof payments.$inferInsert, tx: Tx): Promise<PaymentRow> {
      const [row] = await tx.insert(payments).values(values).returning();
      if (!row) throw new Error('payment insert returned no row');
      return row;
    },

    /** A failed attempt that was captured after all (Razorpay retries on one payment id). */
    async captureFailed(id: string, at: Date, tx: Tx): Promise<PaymentRow> {
      const [row] = await tx
        .update(payments)
        .set({ status: 'captured', capturedAt: at, failureReason: null, updatedAt: at })
        .where(and(eq(payments.id, id), eq(payments.status, 'failed')))
        .returning();
      if (!row) throw new Error('a failed payment changed under its order lock');
      return row;
    },

    async updateFailureReason(id: string, reason: string | null, at: Date, tx: Tx): Promise<void> {
      await tx
        .update(payments)
        .set({ failureReason: reason, updatedAt: at })
        .where(and(eq(payments.id, id), eq(payments.status, 'failed')));
    },

    // --- refunds -------------------------------------------------------------------------------

    /**
     * Marks the refund requested, only if none is: of two refunds at once, one gets the row and
     * calls the provider, the other gets null.
     */
    async markRefundPending(
      id: string,
      values: { reason: string; requestedByUserId: string; now: Date },
    ): Promise<PaymentRow | null> {
      const [row] = await db
        .update(payments)
        .set({
          refundStatus: 'pending',
          refundReason: values.reason,
          refundRequestedByUserId: values.requestedByUserId,
          refundRequestedAt: values.now,
          updatedAt: values.now,
        })
        .where(and(eq(payments.id, id), eq(payments.status, 'captured'), isNull(payments.refundStatus)))
        .returning();
      return row ?? null;
    },

    /** The provider call failed: the request is taken back, so it can be made again. */
    async clearRefundPending(id: string): Promise<void> {
      await db
        .update(payments)
        .set({
          refundStatus: null,
          refundReason: null,
          refundRequestedByUserId: null,
          refundRequestedAt: null,
        })
        .where(
          and(eq(payments.id, id), eq(payments.refundStatus, 'pending'), isNull(payments.providerRefundId)),
        );
    },

    async setProviderRefundId(id: string, providerRefundId: string): Promise<void> {
      await db.update(payments).set({ providerRefundId }).where(eq(payments.id, id));
    },

    /**
     * The refund is processed: once, from captured only. A refund made at Razorpay's dashboard
     * arrives without our request; it is recorded with the reason given.
     */
    async markRefunded(
      id: string,
      values: { providerRefundId: string | null; reason: string; now: Date },
      tx: Tx,
    ): Promise<PaymentRow | null> {
      const [row] = await tx
        .update(payments)
        .set({
          status: 'refunded',
          refundStatus: 'processed',
          refundedAt: values.now,
          refundReason: sql`coalesce(${payments.refundReason}, ${values.reason})`,
          refundRequestedAt: sql`coalesce(${payments.refundRequestedAt}, ${values.now.toISOString()}::timestamptz)`,
          providerRefundId: sql`coalesce(${payments.providerRefundId}, ${values.providerRefundId})`,
          updatedAt: values.now,
        })
        .where(and(eq(payments.id, id), eq(payments.status, 'captured')))
        .returning();
      return row ?? null;
    },

    // --- events and receipts -------------------------------------------------------------------

    /**
     * Records a provider event by its id, in the transaction that applies it: the first delivery
     * inserts, a concurrent duplicate waits on the key and then finds it taken (false), so an
     * event changes state once however often it arrives.
     */
    async recordEvent(
      values: {
        eventId: string;
        eventType: string;
        providerPaymentId: string | null;
        outcome: PaymentEventOutcome;
      },
      tx: Tx,
    ): Promise<boolean> {
      const rows = await tx
        .insert(paymentEvents)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: paymentEvents.eventId });
      return rows.length === 1;
    },

    async setEventOutcome(eventId: string, outcome: PaymentEventOutcome, tx: Tx): Promise<void> {
      await tx.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.eventId, eventId));
    },

    /**
     * The receipt of a capture, numbered BD-yyyy-nnnnnn from the year's counter row: the upsert
     * locks the row until commit, so numbers are unique and gapless (a rolled-back capture gives
     * its number back). It keeps the names it is issued with (decision 041).
     */
    async issueReceipt(
      values: { ticketId: string; paymentId: string; issuedAt: Date },
      tx: Tx,
    ): Promise<string> {
      const year = values.issuedAt.getUTCFullYear();
      const result = (await tx.execute(sql`
        with next as (
          insert into receipt_counters (year, last_value) values (${year}, 1)
          on conflict (year) do update set last_value = receipt_counters.last_value + 1
          returning last_value
        )
        insert into ${receipts} (ticket_id, payment_id, number, year, sequence, issued_at,
          customer_name, customer_email, consultant_name)
        select ${values.ticketId}::uuid, ${values.paymentId}::uuid,
          'BD-' || ${year}::text || '-' || lpad(next.last_value::text, ${RECEIPT_SEQUENCE_DIGITS}::int, '0'),
          ${year}, next.last_value, ${values.issuedAt.toISOString()}::timestamptz,
          customer.first_name || ' ' || customer.last_name, customer.email,
          consultant.first_name || ' ' || consultant.last_name
        from next
        join tickets ticket on ticket.id = ${values.ticketId}::uuid
        join users customer on customer.id = ticket.customer_id
        join users consultant on consultant.id = ticket.consultant_id
        returning number`)) as { rows: Array<{ number: string }> };
      const number = result.rows[0]?.number;
      if (!number) throw new Error('receipt numbering returned no row');
      return number;
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
