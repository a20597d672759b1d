import { PAYMENT_CURRENCY, PAYMENT_MESSAGES, type PaymentOrder } from '@basisdesk/shared';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import type { TicketPaymentFacts, TicketsService } from '../tickets/tickets.service';
import type { Principal } from '../users/principal';
import type { PaymentProvider } from './payment-provider';
import type { PaymentOrderRow, PaymentsRepository } from './payments.repository';

/** The person a payment use case acts for. */
export type Actor = Pick<Principal, 'id' | 'role' | 'firstName' | 'lastName'>;

/** The app's logger as payments use it: ids only, never a secret or a signature. */
export type PaymentLog = Pick<Logger, 'info' | 'warn' | 'error'>;

/** Where a payment was learnt of: the same capture may arrive by all three. */
export type PaymentSource = 'verify' | 'webhook' | 'reconciliation';

/** The `payment.reconcile` job's kind (key: our payment order id). */
export const RECONCILE_JOB = 'payment.reconcile';

export const unavailable = () =>
  new AppError('SERVICE_UNAVAILABLE', PAYMENT_MESSAGES.providerUnavailable, { retryAfterSeconds: 30 });
export const orderUnknown = () => new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.orderUnknown);

/** What the checkout needs of an open order. */
export const toPaymentOrder = (provider: PaymentProvider, order: PaymentOrderRow): PaymentOrder => ({
  key: provider.keyId,
  amount: order.amountPaise,
  currency: PAYMENT_CURRENCY,
  razorpayOrderId: order.providerOrderId ?? '',
  sandbox: provider.isSandbox,
});

/**
 * The order we issued for the caller's own ticket, with the ticket's payment facts (read once, for
 * the whole use case), or 400 orderUnknown (never saying which).
 */
export async function findOwnOrder(
  { repo, tickets }: { repo: PaymentsRepository; tickets: Pick<TicketsService, 'getPaymentFacts'> },
  actor: Actor,
  providerOrderId: string,
): Promise<{ order: PaymentOrderRow; ticket: TicketPaymentFacts }> {
  const order = await repo.findOrderByProviderId(providerOrderId);
  if (!order) throw orderUnknown();
  const ticket = await tickets.getPaymentFacts(actor, order.ticketId).catch(() => null);
  if (!ticket || ticket.customerId !== actor.id) throw orderUnknown();
  return { order, ticket };
}
