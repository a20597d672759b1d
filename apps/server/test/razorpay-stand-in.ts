// A local server speaking Razorpay's wire format for the calls the server makes (DESIGN §7): basic
// auth, POST /v1/orders, GET /v1/orders/:id/payments, POST /v1/payments/:id/refund, with its JSON
// shapes and error bodies. Tests make the next call fail (500, a hang, malformed JSON), add
// payments to orders, and sign webhook events with the webhook secret.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const STAND_IN_KEY_ID = 'rzp_test_standin';
export const STAND_IN_KEY_SECRET = 'stand-in-key-secret-0123456789';
export const STAND_IN_WEBHOOK_SECRET = 'stand-in-webhook-secret-0123456789';

type Fault = '500' | 'hang' | 'malformed';

interface StandInOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
  notes: Record<string, string>;
  created_at: number;
}

interface StandInPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'captured' | 'failed';
  order_id: string;
  error_description: string | null;
  created_at: number;
}

const randomId = (prefix: string) => `${prefix}_${crypto.randomBytes(7).toString('hex')}`;

export interface RazorpayStandIn {
  /** RAZORPAY_* settings that point the app here. */
  config: Record<string, string>;
  orders: Map<string, StandInOrder>;
  /** The next call (or `times` calls) answers with this fault; then calls behave again. */
  failNext(fault: Fault, times?: number): void;
  /** Refunds answer this status ('processed' unless told). */
  setRefundStatus(status: 'processed' | 'pending'): void;
  addPayment(
    orderId: string,
    payment: { status: 'captured' | 'failed'; amount?: number; id?: string },
  ): StandInPayment;
  ordersCreated(): number;
  refundsMade(): number;
  /** A webhook event as Razorpay sends it: raw bytes, its signature and event id headers. */
  webhook(
    event: string,
    payload: Record<string, unknown>,
    options?: { secret?: string; eventId?: string },
  ): { body: string; headers: Record<string, string> };
  close(): Promise<void>;
}

export async function startRazorpayStandIn(): Promise<RazorpayStandIn> {
  const orders = new Map<string, StandInOrder>();
  const payments = new Map<string, StandInPayment[]>();
  let fault: Fault | null = null;
  let faultsLeft = 0;
  let refundStatus: 'processed' | 'pending' = 'processed';
  let refunds = 0;
  const hanging = new Set<http.ServerResponse>();
  const expectedAuth = `Basic ${Buffer.from(`${STAND_IN_KEY_ID}:${STAND_IN_KEY_SECRET}`).toString('base64')}`;

  const send = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const refuse = (response: http.ServerResponse, status: number, description: string) =>
    send(response, status, { error: { code: 'BAD_REQUEST_ERROR', description } });

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const current = faultsLeft > 0 ? fault : null;
      faultsLeft -= 1;
      if (current === 'hang') {
        hanging.add(response);
        return;
      }
      if (current === '500') return refuse(response, 500, 'Internal server error');
      if (current === 'malformed') {
        response.writeHead(200, { 'content-type': 'application/json' });
        return response.end('{"id": "order_');
      }
      if (request.headers.authorization !== expectedAuth)
        return refuse(response, 401, 'Authentication failed');
      const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
      const url = request.url ?? '';
      if (request.method === 'POST' && url === '/v1/orders') {
        const order: StandInOrder = {
          id: randomId('order'),
          entity: 'order',
          amount: body.amount,
          amount_paid: 0,
          amount_due: body.amount,
          currency: body.currency,
          receipt: body.receipt,
          status: 'created',
          notes: body.notes ?? {},
          created_at: Math.floor(Date.now() / 1000),
        };
        if (!Number.isInteger(order.amount) || order.amount < 100) {
          return refuse(response, 400, 'The amount must be atleast INR 1.00');
        }
        orders.set(order.id, order);
        return send(response, 200, order);
      }
      const listed = /^\/v1\/orders\/([^/]+)\/payments$/.exec(url);
      if (request.method === 'GET' && listed?.[1]) {
        if (!orders.has(listed[1])) return refuse(response, 400, 'The id provided does not exist');
        const items = payments.get(listed[1]) ?? [];
        return send(response, 200, { entity: 'collection', count: items.length, items });
      }
      const refunding = /^\/v1\/payments\/([^/]+)\/refund$/.exec(url);
      if (request.method === 'POST' && refunding?.[1]) {
        refunds += 1;
        return send(response, 200, {
          id: randomId('rfnd'),
          entity: 'refund',
          amount: body.amount,
          currency: 'INR',
          payment_id: refunding[1],
          notes: body.notes ?? {},
          status: refundStatus,
          created_at: Math.floor(Date.now() / 1000),
        });
      }
      return refuse(response, 404, 'The requested URL was not found on the server.');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    config: {
      RAZORPAY_KEY_ID: STAND_IN_KEY_ID,
      RAZORPAY_KEY_SECRET: STAND_IN_KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
      RAZORPAY_API_BASE: `http://127.0.0.1:${port}`,
    },
    orders,
    failNext(next, times = 1) {
      fault = next;
      faultsLeft = times;
    },
    setRefundStatus(status) {
      refundStatus = status;
    },
    addPayment(orderId, { status, amount, id }) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`stand-in: no order ${orderId}`);
      const payment: StandInPayment = {
        id: id ?? randomId('pay'),
        entity: 'payment',
        amount: amount ?? order.amount,
        currency: order.currency,
        status,
        order_id: orderId,
        error_description: status === 'failed' ? 'Payment was declined by the bank' : null,
        created_at: Math.floor(Date.now() / 1000),
      };
      payments.set(orderId, [...(payments.get(orderId) ?? []), payment]);
      return payment;
    },
    ordersCreated: () => orders.size,
    refundsMade: () => refunds,
    webhook(event, payload, options = {}) {
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_standin',
        event,
        contains: Object.keys(payload),
        payload,
        created_at: Math.floor(Date.now() / 1000),
      });
      const signature = crypto
        .createHmac('sha256', options.secret ?? STAND_IN_WEBHOOK_SECRET)
        .update(body)
        .digest('hex');
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signature,
          'x-razorpay-event-id': options.eventId ?? randomId('evt'),
        },
      };
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Razorpay's payment entity in a webhook payload. */
export const paymentPayload = (payment: {
  id: string;
  orderId: string;
  amount: number;
  status: 'captured' | 'failed';
  currency?: string;
  errorDescription?: string;
}) => ({
  payment: {
    entity: {
      id: payment.id,
      entity: 'payment',
      amount: payment.amount,
      currency: payment.currency ?? 'INR',
      status: payment.status,
      order_id: payment.orderId,
      error_description: payment.errorDescription ?? null,
    },
  },
});

/** Razorpay's refund entity in a webhook payload. */
export const refundPayload = (refund: { id: string; paymentId: string; amount: number }) => ({
  refund: {
    entity: {
      id: refund.id,
      entity: 'refund',
      amount: refund.amount,
      payment_id: refund.paymentId,
      status: 'processed',
    },
  },
});
