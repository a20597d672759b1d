import { displayedStatus, TICKET_UPDATED_EVENT, type TicketUpdatedEventData } from '@basisdesk/shared';
import type { Tx } from '../../db/client';
import type { DomainEvents } from '../../lib/domain-events';
import type { TicketEvents } from '../tickets/ticket.events';
import type { LiveEventInput } from './live-hub';

/**
 * `ticket.updated` to the ticket's customer, its consultant and every active admin (admins see
 * every ticket, so they hear every change), sent once the change is committed. The consultant gets
 * the status they are shown and no payment status, as everywhere else (spec §4), and only when
 * that status changed. Payment-driven changes come here too, in the payments module's
 * transaction: the event waits for that transaction's commit (afterCommit) and is dropped on a
 * rollback. Subscribed last, once every durable listener has written its part.
 */
export function registerTicketEvents(
  bus: Pick<DomainEvents<TicketEvents>, 'on'>,
  {
    live,
    listAdminIds,
  }: {
    live: { publish(userIds: string[], event: LiveEventInput): void };
    /** Read inside the change's transaction (PGlite has one connection: never the global handle). */
    listAdminIds: (tx: Tx) => Promise<string[]>;
  },
): void {
  bus.on('ticket.status-changed', async (change, tx) => {
    const adminIds = await listAdminIds(tx);
    const full: TicketUpdatedEventData = {
      orderId: change.ticketId,
      status: change.to,
      paymentStatus: change.paymentStatus,
    };
    const forConsultant: TicketUpdatedEventData = {
      orderId: change.ticketId,
      status: displayedStatus(change.to, 'Consultant'),
    };
    // The consultant hears only of a change they can see: not a payment-only change, nor Closed
    // becoming Paid or Paid going back to Closed (both read Closed to them).
    const consultantSees = displayedStatus(change.from, 'Consultant') !== forConsultant.status;
    return () => {
      if (consultantSees) {
        live.publish([change.consultantId], { type: TICKET_UPDATED_EVENT, data: forConsultant });
      }
      live.publish([change.customerId, ...adminIds.filter((id) => id !== change.consultantId)], {
        type: TICKET_UPDATED_EVENT,
        data: full,
      });
    };
  });
}
