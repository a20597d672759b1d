import { PAYABLE_STATUSES, type PaymentStatus, type TicketStatus } from '@basisdesk/shared';
import type { Tx } from '../../db/client';
import { mayChangePaymentStatus } from './payment-status-changes';
import { nameOf, totalPaiseOf } from './ticket-dto';
import type { Viewer } from './ticket-filters';
import type { TicketReadRow, TicketsRepository } from './tickets.repository';
import type { AfterCommit, TicketStatusChange } from './tickets.service';

/** A ticket as the payments module sees it: never the row itself. */
export interface TicketPaymentFacts {
  id: string;
  orderNumber: string;
  customerId: string;
  status: TicketStatus;
  paymentStatus: PaymentStatus;
  amountDuePaise: number;
}

const toPaymentFacts = (
  row: Parameters<typeof totalPaiseOf>[0] & Omit<TicketPaymentFacts, 'amountDuePaise'>,
): TicketPaymentFacts => ({
  id: row.id,
  orderNumber: row.orderNumber,
  customerId: row.customerId,
  status: row.status,
  paymentStatus: row.paymentStatus,
  amountDuePaise: totalPaiseOf(row),
});

/** A payment row's amount and hours, as its change tells them. */
const paymentAmounts = (row: Parameters<typeof totalPaiseOf>[0] & { hoursWorked: number | null }) => ({
  amountDuePaise: totalPaiseOf(row),
  hoursWorked: row.hoursWorked,
});

/**
 * What a payment does to a ticket (decision 015): its facts for the payments module, a capture, a
 * failed attempt, a refund, each inside the payments module's transaction and told to the status
 * listeners like any change. Part of the tickets service (spread into it).
 */
export function createTicketPayments({
  repo,
  tellStatusChange,
  requireVisible,
}: {
  repo: TicketsRepository;
  tellStatusChange: (change: TicketStatusChange, tx: Tx) => Promise<AfterCommit>;
  requireVisible: (orderId: string, viewer: Viewer) => Promise<TicketReadRow>;
}) {
  return {
    /** The ticket's payment facts for someone who may see it (404 otherwise, as every read). */
    async getPaymentFacts(viewer: Viewer, orderId: string): Promise<TicketPaymentFacts> {
      return toPaymentFacts(await requireVisible(orderId, viewer));
    },

    /** The same by id, for provider events that come with no viewer. */
    async getPaymentFactsById(ticketId: string, tx: Tx): Promise<TicketPaymentFacts | null> {
      const row = await repo.findForPayment(ticketId, tx);
      return row ? toPaymentFacts(row) : null;
    },

    /**
     * A captured payment settles the ticket: payment status Paid and, from Closed or Topic
     * Closed, status Paid with one history entry naming the customer. Inside the capture's
     * transaction; the ticket row is locked first, so a capture and a refund queue. Answers the
     * listeners' after-commit work for the caller to run after ITS commit (none when the ticket
     * was settled already: nothing changes).
     */
    async recordPayment(
      tx: Tx,
      { ticketId, providerPaymentId, now }: { ticketId: string; providerPaymentId: string; now: Date },
    ): Promise<AfterCommit> {
      const row = await repo.findForPayment(ticketId, tx, { lock: true });
      if (!row) throw new Error(`payment for unknown ticket ${ticketId}`);
      if (!mayChangePaymentStatus(row.paymentStatus, 'Paid')) return [];
      const settles = PAYABLE_STATUSES.includes(row.status);
      const updated = await repo.updatePayment(
        { id: row.id, paymentStatus: 'Paid', ...(settles && { status: 'Paid' as const }), now },
        tx,
      );
      const historyId = settles
        ? await repo.insertHistory(
            {
              ticketId: row.id,
              fromStatus: row.status,
              toStatus: 'Paid',
              changedByUserId: row.customerId,
              changedByName: nameOf({ firstName: row.customerFirstName, lastName: row.customerLastName }),
              comment: `Payment received (${providerPaymentId})`,
              changedAt: updated.updatedAt,
            },
            tx,
          )
        : null;
      return tellStatusChange(
        {
          ticketId: row.id,
          from: row.status,
          to: settles ? 'Paid' : row.status,
          customerId: row.customerId,
          consultantId: row.consultantId,
          paymentStatus: 'Paid',
          changedBy: {
            id: row.customerId,
            name: nameOf({ firstName: row.customerFirstName, lastName: row.customerLastName }),
            role: 'Customer',
          },
          historyId,
          ...paymentAmounts(row),
          payment: { kind: 'captured', reference: providerPaymentId },
        },
        tx,
      );
    },

    /**
     * A failed attempt marks an unsettled ticket Failed; a settled one keeps its status. Answers
     * the after-commit work (a payment-only change: `from === to`).
     */
    async recordPaymentFailure(
      tx: Tx,
      { ticketId, now }: { ticketId: string; now: Date },
    ): Promise<AfterCommit> {
      const row = await repo.findForPayment(ticketId, tx, { lock: true });
      if (!row || !mayChangePaymentStatus(row.paymentStatus, 'Failed')) return [];
      await repo.updatePayment({ id: row.id, paymentStatus: 'Failed', now }, tx);
      return tellStatusChange(
        {
          ticketId: row.id,
          from: row.status,
          to: row.status,
          customerId: row.customerId,
          consultantId: row.consultantId,
          paymentStatus: 'Failed',
          changedBy: {
            id: row.customerId,
            name: nameOf({ firstName: row.customerFirstName, lastName: row.customerLastName }),
            role: 'Customer',
          },
          historyId: null,
          ...paymentAmounts(row),
        },
        tx,
      );
    },

    /**
     * A processed refund: payment status Refunded and, from Paid, the closing status the ticket
     * had before it was paid (its history says which; Closed when it does not), with a history
     * entry naming the admin and the reason. Answers the after-commit work (none when there was
     * nothing to refund).
     */
    async recordRefund(
      tx: Tx,
      {
        ticketId,
        refundedBy,
        reason,
        now,
      }: { ticketId: string; refundedBy: { id: string | null; name: string }; reason: string; now: Date },
    ): Promise<AfterCommit> {
      const row = await repo.findForPayment(ticketId, tx, { lock: true });
      if (!row) throw new Error(`refund for unknown ticket ${ticketId}`);
      if (!mayChangePaymentStatus(row.paymentStatus, 'Refunded')) return [];
      const parties = {
        ticketId: row.id,
        customerId: row.customerId,
        consultantId: row.consultantId,
        // Only an admin asks for a refund; one with nobody behind it is Razorpay's own.
        changedBy: { ...refundedBy, role: refundedBy.id ? ('Admin' as const) : null },
        ...paymentAmounts(row),
        payment: { kind: 'refunded' as const, reason },
      };
      if (row.status !== 'Paid') {
        await repo.updatePayment({ id: row.id, paymentStatus: 'Refunded', now }, tx);
        return tellStatusChange(
          { ...parties, from: row.status, to: row.status, paymentStatus: 'Refunded', historyId: null },
          tx,
        );
      }
      const history = await repo.listHistory(row.id, tx);
      const paidEntry = history.findLast((entry) => entry.toStatus === 'Paid');
      const back =
        paidEntry?.fromStatus && PAYABLE_STATUSES.includes(paidEntry.fromStatus)
          ? paidEntry.fromStatus
          : 'Closed';
      const updated = await repo.updatePayment(
        { id: row.id, paymentStatus: 'Refunded', status: back, now },
        tx,
      );
      const historyId = await repo.insertHistory(
        {
          ticketId: row.id,
          fromStatus: 'Paid',
          toStatus: back,
          changedByUserId: refundedBy.id,
          changedByName: refundedBy.name,
          comment: `Payment refunded: ${reason}`,
          changedAt: updated.updatedAt,
        },
        tx,
      );
      return tellStatusChange(
        { ...parties, from: 'Paid', to: back, paymentStatus: 'Refunded', historyId },
        tx,
      );
    },
  };
}
