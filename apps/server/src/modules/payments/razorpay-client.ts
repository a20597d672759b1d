import {
  type PaymentProvider,
  type ProviderPayment,
  ProviderRefusedError,
  ProviderUnavailableError,
} from './payment-provider';

export const DEFAULT_PROVIDER_TIMEOUT_MS = 10_000;

interface RazorpayConfig {
  apiBase: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string | null;
  /** Per call; tests make it short to prove a hanging provider is a 503, not a hung request. */
  timeoutMs?: number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function errorDescription(body: unknown): string {
  const error = isObject(body) && isObject(body.error) ? body.error : null;
  return typeof error?.description === 'string' ? error.description : 'Request refused';
}

function toPayment(entity: unknown): ProviderPayment {
  if (!isObject(entity) || typeof entity.id !== 'string' || typeof entity.amount !== 'number') {
    throw new ProviderUnavailableError('Razorpay answered a malformed payment');
  }
  return {
    id: entity.id,
    orderId: String(entity.order_id ?? ''),
    status: String(entity.status) as ProviderPayment['status'],
    amountPaise: entity.amount,
    currency: String(entity.currency ?? ''),
    errorDescription: typeof entity.error_description === 'string' ? entity.error_description : null,
  };
}

/**
 * Razorpay's Orders, Payments and Refunds API over HTTPS (basic auth with the key id and secret).
 * Every way the call can fail to give an answer (network, timeout, 5xx, a body that is not the
 * JSON we expect) is ProviderUnavailableError; a 4xx is ProviderRefusedError with Razorpay's
 * description. The secret is only in the Authorization header, never in an error or the log.
 */
export function createRazorpayClient(config: RazorpayConfig): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;
  const timeoutMs = config.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS;
  const base = config.apiBase.replace(/\/+$/, '');

  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<Record<string, unknown>> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw new ProviderUnavailableError(`Razorpay ${method} ${path} failed: ${(error as Error).name}`, {
        cause: error,
      });
    }
    if (response.status >= 500) {
      throw new ProviderUnavailableError(`Razorpay ${method} ${path} answered ${response.status}`);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new ProviderUnavailableError(`Razorpay ${method} ${path} answered malformed JSON`);
    }
    if (response.status >= 400) throw new ProviderRefusedError(response.status, errorDescription(parsed));
    if (!isObject(parsed))
      throw new ProviderUnavailableError(`Razorpay ${method} ${path} answered no object`);
    return parsed;
  }

  return {
    name: 'razorpay',
    isSandbox: false,
    keyId: config.keyId,
    keySecret: config.keySecret,
    webhookSecret: config.webhookSecret,

    async createOrder({ amountPaise, currency, receipt, notes }) {
      const order = await call('POST', '/v1/orders', { amount: amountPaise, currency, receipt, notes });
      if (typeof order.id !== 'string' || typeof order.amount !== 'number') {
        throw new ProviderUnavailableError('Razorpay answered a malformed order');
      }
      return { id: order.id, amountPaise: order.amount, currency: String(order.currency) };
    },

    async listOrderPayments(providerOrderId) {
      const list = await call('GET', `/v1/orders/${encodeURIComponent(providerOrderId)}/payments`);
      if (!Array.isArray(list.items))
        throw new ProviderUnavailableError('Razorpay answered a malformed list');
      return list.items.map(toPayment);
    },

    async refundPayment(providerPaymentId, { amountPaise, notes }) {
      const refund = await call('POST', `/v1/payments/${encodeURIComponent(providerPaymentId)}/refund`, {
        amount: amountPaise,
        notes,
      });
      if (typeof refund.id !== 'string')
        throw new ProviderUnavailableError('Razorpay answered a malformed refund');
      return { id: refund.id, status: String(refund.status) as 'pending' | 'processed' | 'failed' };
    },
  };
}
