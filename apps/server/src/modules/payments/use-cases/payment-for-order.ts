import {
  PAYABLE_STATUSES,
  PAYMENT_CURRENCY,
  paiseToRupees,
  seesPayments,
  TICKET_MESSAGES,
  type TicketPayment,
  UNPAID_PAYMENT_STATUSES,
} from '@basisdesk/shared';
import { AppError } from '../../../lib/errors';
import type { TicketPaymentFacts, TicketsService } from '../../tickets/tickets.service';
import type { Actor } from '../payment-common';
import type { PaymentsRepository } from '../payments.repository';

export interface PaymentForOrderDeps {
  repo: PaymentsRepository;
  tickets: Pick<TicketsService, 'getPaymentFacts'>;
}

/** What a customer may be asked to pay: a closed, unsettled ticket that bills something. */
const isPayable = (ticket: TicketPaymentFacts) =>
  PAYABLE_STATUSES.includes(ticket.status) &&
  UNPAID_PAYMENT_STATUSES.includes(ticket.paymentStatus) &&
  ticket.amountDuePaise > 0;

/** GET Payment/for-order/{orderId}: the ticket's customer and admins; consultants never (404). */
export function paymentForOrder({ repo, tickets }: PaymentForOrderDeps) {
  return async (actor: Actor, orderId: string): Promise<TicketPayment> => {
    if (!seesPayments(actor.role)) throw new AppError('NOT_FOUND', TICKET_MESSAGES.ticketNotFound);
    const ticket = await tickets.getPaymentFacts(actor, orderId);
    const settled = await repo.findSettledPayment(ticket.id);
    const payment = settled?.payment ?? null;
    return {
      orderId: ticket.id,
      paymentStatus: ticket.paymentStatus,
      amount: paiseToRupees(payment?.amountPaise ?? ticket.amountDuePaise),
      currency: PAYMENT_CURRENCY,
      payable: isPayable(ticket),
      razorpayPaymentId: payment?.providerPaymentId ?? null,
      paidAt: payment?.capturedAt?.toISOString() ?? null,
      receiptNumber: settled?.receiptNumber ?? null,
      refund:
        payment?.refundStatus && payment.refundReason && payment.refundRequestedAt
          ? {
              status: payment.refundStatus,
              reason: payment.refundReason,
              requestedAt: payment.refundRequestedAt.toISOString(),
              processedAt: payment.refundedAt?.toISOString() ?? null,
            }
          : null,
    };
  };
}
