import type { Role } from '@basisdesk/shared/auth/roles';
import type { TicketListQuery } from '@basisdesk/shared/tickets/tickets.schema';

/** A ticket list's filters, as its key and its request carry them. */
export type TicketListParams = Partial<TicketListQuery>;

/**
 * The ticket feature's query keys. Everything a change to a ticket can make stale starts with
 * `all`, so a status change refreshes lists, counts, details, history and figures at once (the
 * payment reads, `paymentKeys`, are invalidated beside them); reference data that no ticket change touches has its own root.
 */
export const ticketKeys = {
  all: ['tickets'] as const,
  list: (role: Role, params: TicketListParams) => [...ticketKeys.all, 'list', role, params] as const,
  counts: (role: Role) => [...ticketKeys.all, 'counts', role] as const,
  detail: (orderId: string) => [...ticketKeys.all, 'detail', orderId] as const,
  history: (orderId: string) => [...ticketKeys.all, 'history', orderId] as const,
  sessions: (orderId: string) => [...ticketKeys.all, 'sessions', orderId] as const,
  stats: () => [...ticketKeys.all, 'stats'] as const,
  statusOptions: () => ['ticket-reference', 'status-options'] as const,
  consultants: () => ['ticket-reference', 'consultants'] as const,
};
