/** A payment as the provider reports it on an order (Razorpay's payment entity, the fields we read). */
export interface ProviderPayment {
  id: string;
  orderId: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  amountPaise: number;
  currency: string;
  errorDescription: string | null;
}

export interface ProviderOrder {
  id: string;
  amountPaise: number;
  currency: string;
}

export interface ProviderRefund {
  id: string;
  status: 'pending' | 'processed' | 'failed';
}

/**
 * The payment provider behind one interface: Razorpay over HTTPS, or the sandbox when no keys
 * are configured (DESIGN §4). Both sign with the same scheme, so the rest of the module never
 * asks which one it has except to say so to the client.
 */
export interface PaymentProvider {
  readonly name: 'razorpay' | 'sandbox';
  readonly isSandbox: boolean;
  /** What the checkout is opened with (Razorpay's key id, or 'sandbox'). */
  readonly keyId: string;
  /** Signs checkout results (order_id|payment_id). Never logged. */
  readonly keySecret: string;
  /** Signs webhooks; null when webhooks are not configured. Never logged. */
  readonly webhookSecret: string | null;
  createOrder(input: {
    amountPaise: number;
    currency: string;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<ProviderOrder>;
  listOrderPayments(providerOrderId: string): Promise<ProviderPayment[]>;
  refundPayment(
    providerPaymentId: string,
    input: { amountPaise: number; notes: Record<string, string> },
  ): Promise<ProviderRefund>;
}

/** The provider could not be reached or answered nonsense: try again later (503). */
export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailableError';
  }
}

/** The provider understood and said no (4xx), in its own words. */
export class ProviderRefusedError extends Error {
  constructor(
    readonly statusCode: number,
    readonly description: string,
  ) {
    super(`Payment provider refused (${statusCode}): ${description}`);
    this.name = 'ProviderRefusedError';
  }
}
