import { isConsultant } from '../auth/roles';

/** Ticket and payment statuses and how they read (spec §4), free of zod so light pages can use them. */

export const TICKET_STATUSES = [
  'New',
  'InProgress',
  'PendingCustomerAction',
  'Escalate',
  'Completed',
  'Closed',
  'TopicClosed',
  'ReOpened',
  'Paid',
] as const;

export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** How a status reads on screen; the status options from the server carry the same names. */
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  New: 'New',
  InProgress: 'In Progress',
  PendingCustomerAction: 'Pending Customer Action',
  Escalate: 'Escalate',
  Completed: 'Completed',
  Closed: 'Closed',
  TopicClosed: 'Topic Closed',
  ReOpened: 'Re-Opened',
  Paid: 'Paid',
};

export const PAYMENT_STATUSES = ['Pending', 'Paid', 'Failed', 'Refunded'] as const;

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Statuses that close the work: they need hours worked when a consultant sets them. */
export const CLOSING_STATUSES: readonly TicketStatus[] = ['Completed', 'Closed', 'TopicClosed'];

/**
 * Consultants do not see payment information (spec §6): no payment status reaches them, and Paid
 * reads as Closed (spec §4). Customers and admins see both.
 */
export const seesPayments = (role: string) => !isConsultant(role);

/** A consultant sees Paid as Closed (spec §4): payment is not theirs to see. */
export function displayedStatus(status: TicketStatus, role: string): TicketStatus {
  return status === 'Paid' && !seesPayments(role) ? 'Closed' : status;
}

/**
 * What a history entry records: a status change, or a change to the ticket's booked sessions
 * (cancelled or moved by the customer, released by the consultant, or the unused future slots
 * freed when the ticket closed).
 */
export const TICKET_HISTORY_EVENTS = [
  'status',
  'session_cancelled',
  'session_moved',
  'session_released',
  'slots_released',
] as const;

export type TicketHistoryEvent = (typeof TICKET_HISTORY_EVENTS)[number];
