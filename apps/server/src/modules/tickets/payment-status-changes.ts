import type { PaymentStatus } from '@basisdesk/shared';

/**
 * The one list of payment-status changes a ticket may make (decision 015). A capture settles a
 * pending or failed ticket; a failed attempt marks only an unsettled ticket; a refund undoes a
 * settled one. Nothing leaves Refunded: a refunded ticket is not paid again, and a late
 * payment.failed never undoes a capture.
 */
const ALLOWED: Record<PaymentStatus, readonly PaymentStatus[]> = {
  Pending: ['Paid', 'Failed'],
  Failed: ['Paid', 'Failed'],
  Paid: ['Refunded'],
  Refunded: [],
};

export const mayChangePaymentStatus = (from: PaymentStatus, to: PaymentStatus) => ALLOWED[from].includes(to);
