import { displayedStatus, PAYABLE_STATUSES, paiseToRupees } from '@basisdesk/shared';
import type { Tx } from '../../db/client';
import type { DomainEvents } from '../../lib/domain-events';
import type { TicketEvents, TicketStatusChange } from '../tickets/ticket.events';
import type { NotificationDraft } from './notification-drafts';
import type { NotificationsService } from './notifications.service';
import { bookingDrafts, otherParties } from './session-notices';

type Draft<E extends NotificationDraft['event']> = Extract<NotificationDraft, { event: E }>;

/** One mail of the change to one person: the history entry names the change, so a retold change is one mail. */
function draft<E extends NotificationDraft['event']>(
  change: TicketStatusChange,
  event: E,
  recipientId: string,
  payload: Draft<E>['payload'],
  changeKey: string,
): NotificationDraft {
  return {
    event,
    recipientId,
    dedupeKey: `${event}:${change.ticketId}:${recipientId}:${changeKey}`,
    ticketId: change.ticketId,
    payload,
  } as NotificationDraft;
}

/**
 * A captured payment: the customer's receipt. A refund: the customer hears the amount and the
 * reason. Only the customer: the consultant never sees payment (spec §6); their earnings page
 * counts the work once the ticket closes. Nothing leaves Refunded, so a ticket is refunded once:
 * its key needs no more than the ticket.
 */
function paymentDrafts(change: TicketStatusChange): NotificationDraft[] {
  const amount = paiseToRupees(change.amountDuePaise);
  if (change.payment?.kind === 'captured') {
    const { reference } = change.payment;
    return [
      draft(change, 'payment.received', change.customerId, { amount, paymentStatus: 'Paid' }, reference),
    ];
  }
  if (change.payment?.kind === 'refunded') {
    const { reason } = change.payment;
    return [draft(change, 'payment.refunded', change.customerId, { amount, reason }, 'refund')];
  }
  return [];
}

/** What the customer is told of a status change: action needed, closed with the bill, or the change. */
function customerDraft(change: TicketStatusChange, historyId: string): NotificationDraft {
  const by = { id: change.changedBy.id, name: change.changedBy.name };
  if (change.to === 'PendingCustomerAction') {
    return draft(change, 'ticket.actionNeeded', change.customerId, { by }, historyId);
  }
  if (PAYABLE_STATUSES.includes(change.to)) {
    return draft(
      change,
      'ticket.closed',
      change.customerId,
      {
        status: change.to,
        amount: paiseToRupees(change.amountDuePaise),
        hoursWorked: change.hoursWorked,
        by,
      },
      historyId,
    );
  }
  return draft(
    change,
    'ticket.statusChanged',
    change.customerId,
    { from: change.from, to: change.to, by },
    historyId,
  );
}

/**
 * What each ticket event mails (decision 024), written in the transaction that told it.
 *
 * A booking: the customer's confirmation and the consultant's notice, each with the sessions as
 * calendar events; a lost race or a full month rolls them back with the booking.
 *
 * A status change: the other party
 * (a customer's change → the consultant; the consultant's → the customer; an admin's → both), the
 * customer in the words of their part (action needed, closed with the amount), an escalation to
 * the consultant and every active admin, and payments as payments. Never the one who changed it.
 * A failed payment attempt tells nobody; the customer is in the checkout and sees it.
 */
export function registerTicketMails(
  bus: Pick<DomainEvents<TicketEvents>, 'on'>,
  {
    notifications,
    listAdminIds,
  }: {
    notifications: Pick<NotificationsService, 'enqueue' | 'withReleasedSessions'>;
    /** Read inside the change's transaction (PGlite has one connection: never the global handle). */
    listAdminIds: (tx: Tx) => Promise<string[]>;
  },
): void {
  async function statusDrafts(
    change: TicketStatusChange,
    historyId: string,
    tx: Tx,
  ): Promise<NotificationDraft[]> {
    const by = { id: change.changedBy.id, name: change.changedBy.name };
    const drafts: NotificationDraft[] = [];
    for (const recipientId of otherParties(change, change.changedBy)) {
      if (recipientId === change.customerId) drafts.push(customerDraft(change, historyId));
      // The consultant's escalation mail is the admins' one below; Paid reads Closed to them (spec §4).
      const from = displayedStatus(change.from, 'Consultant');
      const to = displayedStatus(change.to, 'Consultant');
      if (recipientId === change.consultantId && change.to !== 'Escalate' && from !== to) {
        drafts.push(draft(change, 'ticket.statusChanged', recipientId, { from, to, by }, historyId));
      }
    }
    if (change.to === 'Escalate') {
      const escalatedTo = new Set([change.consultantId, ...(await listAdminIds(tx))]);
      escalatedTo.delete(change.customerId);
      if (change.changedBy.id) escalatedTo.delete(change.changedBy.id);
      for (const recipientId of escalatedTo) {
        drafts.push(draft(change, 'ticket.escalated', recipientId, { by }, historyId));
      }
    }
    return drafts;
  }

  bus.on('ticket.booked', async (booked, tx) => {
    await notifications.enqueue(tx, bookingDrafts(booked, booked.sessions));
  });

  bus.on('ticket.status-changed', async (change, tx) => {
    if (change.payment) {
      await notifications.enqueue(tx, paymentDrafts(change));
      return;
    }
    // A payment-only change that records no payment is a failed attempt; Paid without a capture
    // (an admin's Paid on a ticket already paid) settles nothing anyone needs a mail for.
    if (change.from === change.to || change.to === 'Paid' || !change.historyId) return;
    const drafts = await statusDrafts(change, change.historyId, tx);
    await notifications.enqueue(tx, await notifications.withReleasedSessions(tx, change.ticketId, drafts));
  });
}
