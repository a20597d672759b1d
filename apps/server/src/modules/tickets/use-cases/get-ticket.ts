import type { OrderStatus, Ticket } from '@basisdesk/shared';
import type { Clock } from '../../../lib/clock';
import { readVisibleTicket, requireVisible } from '../ticket-access';
import { toOrderStatus } from '../ticket-dto';
import type { Viewer } from '../ticket-filters';
import type { TicketsRepository } from '../tickets.repository';

/** One ticket as the viewer is shown it; 404 for one they may not see. */
export function getTicket(deps: { repo: TicketsRepository; clock: Clock }) {
  return (viewer: Viewer, orderId: string): Promise<Ticket> => readVisibleTicket(deps, orderId, viewer);
}

/** A ticket's status and payment status (GET Payment/order-status), as the viewer may see them. */
export function getOrderStatus({ repo }: { repo: TicketsRepository }) {
  return async (viewer: Viewer, orderId: string): Promise<OrderStatus> =>
    toOrderStatus(await requireVisible(repo, orderId, viewer), viewer);
}
