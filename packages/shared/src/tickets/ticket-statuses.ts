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

// --- status sets by meaning: the one place each is spelled (server, web and bench import them) ---

/** Spec §2: the Active Tickets of the dashboard, New and In Progress. */
export const ACTIVE_STATUSES: readonly TicketStatus[] = ['New', 'InProgress'];

/** Statuses that close the work: they need hours worked when a consultant sets them (spec §5). */
export const CLOSING_STATUSES: readonly TicketStatus[] = ['Completed', 'Closed', 'TopicClosed'];

/**
 * Spec §9's closed statuses: what a customer is asked to pay for, and what a payment settles (the
 * ticket then becomes Paid). A reopened or still open ticket is not billed.
 */
export const PAYABLE_STATUSES: readonly TicketStatus[] = ['Closed', 'TopicClosed'];

/**
 * A ticket that is over: closed, or closed and paid. Its sessions ahead are freed and the rest
 * frozen, it counts as earned, it may be rated, and a consultant has no status left to give it.
 */
export const FINISHED_STATUSES: readonly TicketStatus[] = ['Closed', 'TopicClosed', 'Paid'];

/** Work that is done (completed by the consultant, or finished): not open on any dashboard. */
export const RESOLVED_STATUSES: readonly TicketStatus[] = ['Completed', ...FINISHED_STATUSES];

/** Payment statuses that still owe: a payment may be taken (again), and Paid may follow. */
export const UNPAID_PAYMENT_STATUSES: readonly PaymentStatus[] = ['Pending', 'Failed'];

/**
 * Consultants do not see payment information (spec §6): no payment status reaches them, and Paid
 * reads as Closed (spec §4). Customers and admins see both.
 */
export const seesPayments = (role: string) => !isConsultant(role);

/** A consultant sees Paid as Closed (spec §4): payment is not theirs to see. */
export function displayedStatus(status: TicketStatus, role: string): TicketStatus {
  return status === 'Paid' && !seesPayments(role) ? 'Closed' : status;
}

/** The statuses a person can meet: every one, but Paid for those who do not see payments (spec §6). */
export const statusesSeenBy = (role: string): readonly TicketStatus[] =>
  seesPayments(role) ? TICKET_STATUSES : TICKET_STATUSES.filter((status) => status !== 'Paid');

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
  'priority_changed',
] as const;

export type TicketHistoryEvent = (typeof TICKET_HISTORY_EVENTS)[number];
