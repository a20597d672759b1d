import { TICKET_MESSAGES, type Ticket } from '@basisdesk/shared';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { Principal } from '../users/principal';
import { toTicket } from './ticket-dto';
import type { Viewer } from './ticket-filters';
import type { TicketReadRow, TicketsRepository } from './tickets.repository';

/** Who makes a change: their id and role decide what they may do, their name is written with it. */
export type Actor = Pick<Principal, 'id' | 'role' | 'firstName' | 'lastName'>;

export const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { details: [{ path, message }] });

/** The ticket's row when the viewer may see it; 404 otherwise, as every read of a ticket. */
export async function requireVisible(
  repo: Pick<TicketsRepository, 'findVisible'>,
  orderId: string,
  viewer: Viewer,
): Promise<TicketReadRow> {
  const row = await repo.findVisible(orderId, viewer);
  if (!row) throw new AppError('NOT_FOUND', TICKET_MESSAGES.ticketNotFound);
  return row;
}

/** The ticket as the viewer is shown it, with its sessions' slots. */
export async function readVisibleTicket(
  { repo, clock }: { repo: Pick<TicketsRepository, 'findVisible' | 'listSlotsOfTickets'>; clock: Clock },
  orderId: string,
  viewer: Viewer,
): Promise<Ticket> {
  const row = await requireVisible(repo, orderId, viewer);
  return toTicket(row, await repo.listSlotsOfTickets([row.id]), clock.now(), viewer);
}
