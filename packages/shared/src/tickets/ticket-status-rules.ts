import { isAdmin, isConsultant } from '../auth/roles';
import {
  CLOSING_STATUSES,
  FINISHED_STATUSES,
  PAYABLE_STATUSES,
  type PaymentStatus,
  TICKET_STATUSES,
  type TicketStatus,
} from './ticket-statuses';

const NEVER_SET_BY_CONSULTANT: readonly TicketStatus[] = ['TopicClosed', 'Paid', 'ReOpened', 'New'];

/**
 * The statuses a person may pick for a ticket (spec §4 "Options offered in the status change"),
 * the current one included where keeping it is allowed (a comment-only update). The server
 * accepts exactly these; the screens offer exactly these.
 */
export function statusOptionsFor(
  role: string,
  /** A consultant's copy has no payment status: their options never depend on it. */
  ticket: { status: TicketStatus; paymentStatus?: PaymentStatus },
): TicketStatus[] {
  const current = ticket.status;
  if (isAdmin(role)) return [...TICKET_STATUSES];

  if (isConsultant(role)) {
    if (FINISHED_STATUSES.includes(current)) return [];
    return TICKET_STATUSES.filter(
      (status) =>
        status === current ||
        status === 'Escalate' ||
        !NEVER_SET_BY_CONSULTANT.includes(status) ||
        (status === 'New' && current === 'New'),
    );
  }

  // Customers.
  if (PAYABLE_STATUSES.includes(current) && ticket.paymentStatus !== 'Paid') return ['ReOpened', 'Escalate'];
  if (current === 'PendingCustomerAction') return ['InProgress', 'Escalate'];
  return ['Escalate'];
}

/**
 * Whether the person may send an update that keeps the status and only adds a comment: anyone who
 * has any option at all (the manage form starts at the current status).
 */
export const mayCommentOnly = (
  role: string,
  ticket: { status: TicketStatus; paymentStatus?: PaymentStatus },
) => statusOptionsFor(role, ticket).length > 0;

/** A consultant moving a ticket to Completed, Closed or TopicClosed must say how many hours it took. */
export const needsHoursWorked = (role: string, target: TicketStatus) =>
  isConsultant(role) && CLOSING_STATUSES.includes(target);

/** The manage form starts at InProgress when the ticket waits on the customer (spec §4). */
export const initialManageStatus = (current: TicketStatus): TicketStatus =>
  current === 'PendingCustomerAction' ? 'InProgress' : current;
