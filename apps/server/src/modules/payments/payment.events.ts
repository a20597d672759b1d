import type { PaymentSource } from './payment-common';

/**
 * What the payments module tells the app (decision 031), inside the transaction that applied the
 * provider's news. The ticket's own change (Paid, Failed, Refunded) is the tickets module's, told
 * as a status change; these are the payment's facts, for whoever needs them.
 */
export interface PaymentEvents {
  /** A capture settled the ticket: the payment row, the order paid and the receipt issued. */
  'payment.captured': {
    ticketId: string;
    paymentId: string;
    providerPaymentId: string;
    amountPaise: number;
    receiptNumber: string;
    source: PaymentSource;
    capturedAt: Date;
  };
  /** An attempt failed; the order stays payable. */
  'payment.failed': { ticketId: string; providerPaymentId: string; reason: string | null };
  /** A processed refund (the admin's, or Razorpay's refund.processed). */
  'payment.refunded': {
    ticketId: string;
    paymentId: string;
    providerPaymentId: string;
    refundedAt: Date;
    providerRefundId: string | null;
    reason: string;
  };
  /**
   * A checkout's or a webhook's signature did not match (a security event, decision 039): told in
   * a transaction of its own, as nothing else is written.
   */
  'payment.signature-failed': {
    source: 'verify' | 'webhook';
    providerOrderId: string | null;
    providerPaymentId: string | null;
  };
}
