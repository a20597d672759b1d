import { displayedStatus, TICKET_UPDATED_EVENT, type TicketUpdatedEventData } from '@basisdesk/shared';
import type { TicketStatusChange } from '../tickets/tickets.service';
import type { LiveEvents } from './live-hub';

/**
 * `ticket.updated` to the ticket's customer, its consultant and every active admin (admins see
 * every ticket, so they hear every change). The consultant gets the status they are shown and no
 * payment status, as everywhere else (spec §4).
 */
export function createTicketEventsPublisher({
  live,
  listAdminIds,
  onError,
}: {
  live: LiveEvents;
  listAdminIds: () => Promise<string[]>;
  onError: (error: unknown) => void;
}) {
  return (change: TicketStatusChange): void => {
    const full: TicketUpdatedEventData = {
      orderId: change.ticketId,
      status: change.status,
      paymentStatus: change.paymentStatus,
    };
    const forConsultant: TicketUpdatedEventData = {
      orderId: change.ticketId,
      status: displayedStatus(change.status, 'Consultant'),
    };
    live.publish([change.consultantId], { type: TICKET_UPDATED_EVENT, data: forConsultant });
    listAdminIds()
      .then((adminIds) =>
        live.publish([change.customerId, ...adminIds.filter((id) => id !== change.consultantId)], {
          type: TICKET_UPDATED_EVENT,
          data: full,
        }),
      )
      .catch(onError);
  };
}
