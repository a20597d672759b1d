import type { TicketStatus } from '@basisdesk/shared/tickets/ticket-statuses';

/** Spec §2: Active Tickets are the New and In Progress ones. */
export const ACTIVE_STATUSES: readonly TicketStatus[] = ['New', 'InProgress'];
/** Work that is done: completed by the consultant, closed, or closed and paid. */
export const RESOLVED_STATUSES: readonly TicketStatus[] = ['Completed', 'Closed', 'TopicClosed', 'Paid'];
/** Spec §9's closed statuses, and Paid, which is a closed ticket that has been paid. */
export const CLOSED_STATUSES: readonly TicketStatus[] = ['Closed', 'TopicClosed', 'Paid'];
