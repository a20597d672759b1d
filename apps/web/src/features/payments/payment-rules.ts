import type { TicketPayment } from '@basisdesk/shared/payments/payments.schema';
import {
  PAYABLE_STATUSES,
  type PaymentStatus,
  type TicketStatus,
  UNPAID_PAYMENT_STATUSES,
} from '@basisdesk/shared/tickets/ticket-statuses';

type Amounts = { calculatedAmount?: number | null; totalAmount?: number | null };

/**
 * What paying a ticket costs, in rupees (spec §4, decision 028): calculatedAmount, else
 * totalAmount. Null when the ticket bills nothing (no hours logged, no booked time held): there is
 * then nothing to pay, and no ₹100 stands in for an amount the server always sends.
 */
export function paymentAmount({ calculatedAmount, totalAmount }: Amounts): number | null {
  for (const amount of [calculatedAmount, totalAmount]) {
    if (typeof amount === 'number' && amount > 0) return amount;
  }
  return null;
}

/**
 * A Closed or Topic Closed ticket that is not paid (a failed attempt may be tried again) and bills
 * something: the server refuses an order for nothing.
 */
export const isPayable = (ticket: { status: TicketStatus; paymentStatus?: PaymentStatus } & Amounts) =>
  PAYABLE_STATUSES.includes(ticket.status) &&
  ticket.paymentStatus !== undefined &&
  UNPAID_PAYMENT_STATUSES.includes(ticket.paymentStatus) &&
  paymentAmount(ticket) !== null;

/**
 * The payment filter's choices (spec §2): always the four payment statuses, then any other the
 * loaded tickets carry, in the order they were seen. The contract types the four today; a status
 * the server adds later is offered as soon as a ticket shows it.
 */
export function paymentStatusChoices<Status extends string>(
  known: readonly Status[],
  seen: Iterable<Status | null | undefined>,
): Status[] {
  const choices = [...known];
  for (const status of seen) {
    if (status && !choices.includes(status)) choices.push(status);
  }
  return choices;
}

/**
 * Whether an admin may refund: a payment captured through the app, not yet being refunded. A
 * ticket an admin set Paid (settled outside the app, DESIGN §6) has no payment here to give back,
 * and the server refuses its refund.
 */
export const isRefundable = (
  payment: Pick<TicketPayment, 'paymentStatus' | 'razorpayPaymentId' | 'refund'>,
) =>
  payment.paymentStatus === 'Paid' &&
  payment.razorpayPaymentId !== null &&
  payment.refund?.status !== 'pending';
