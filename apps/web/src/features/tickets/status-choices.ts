import { statusOptionsFor } from '@basisdesk/shared/tickets/ticket-status-rules';
import {
  type PaymentStatus,
  TICKET_STATUS_LABELS,
  type TicketStatus,
} from '@basisdesk/shared/tickets/ticket-statuses';
import type { StatusOption } from '@basisdesk/shared/tickets/tickets.schema';

/** The server's name for a status ('In Progress'), or the shared label while the options load. */
export function statusName(status: TicketStatus, options: readonly StatusOption[] | undefined): string {
  return options?.find((option) => option.statusCode === status)?.statusName ?? TICKET_STATUS_LABELS[status];
}

/**
 * What a status select offers: the ticket's own status first (keeping it sends a comment only),
 * then every status the person may move it to; the server accepts exactly these.
 */
export function statusChoices(
  role: string,
  ticket: { status: TicketStatus; paymentStatus?: PaymentStatus },
): TicketStatus[] {
  const allowed = statusOptionsFor(role, ticket);
  if (allowed.length === 0) return [];
  return [ticket.status, ...allowed.filter((status) => status !== ticket.status)];
}
