import type { TicketStatus } from '../tickets/ticket-statuses';

/** Spec §4 "Rating": a ticket is rated once it is closed; a paid ticket was closed before. */
export const RATEABLE_STATUSES: readonly TicketStatus[] = ['Closed', 'TopicClosed', 'Paid'];
