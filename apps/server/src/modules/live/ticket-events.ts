import { displayedStatus, TICKET_UPDATED_EVENT, type TicketUpdatedEventData } from '@basisdesk/shared';
import type { Tx } from '../../db/client';
import type { TicketStatusChange, TicketStatusListener } from '../tickets/tickets.service';
import type { LiveEventInput } from './live-hub';

/**
 * `ticket.updated` to the ticket's customer, its consultant and every active admin (admins see
 * every ticket, so they hear every change), sent once the change is committed. The consultant gets
 * the status they are shown and no payment status, as everywhere else (spec §4).
 */
export function createTicketEventsListener({
  live,
  listAdminIds,
}: {
  live: { publish(userIds: string[], event: LiveEventInput): void };
  /** Read inside the change's transaction (PGlite has one connection: never the global handle). */
  listAdminIds: (tx: Tx) => Promise<string[]>;
}): TicketStatusListener {
  return async (change: TicketStatusChange, tx: Tx) => {
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
    return () => {
      live.publish([change.consultantId], { type: TICKET_UPDATED_EVENT, data: forConsultant });
      live.publish([change.customerId, ...adminIds.filter((id) => id !== change.consultantId)], {
        type: TICKET_UPDATED_EVENT,
        data: full,
      });
    };
  };
}
