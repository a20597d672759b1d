// What payment tests (and other modules' tests that need a paid ticket) arrange: a ticket closed
// with hours by its consultant, its Razorpay order, the checkout's signed result and its
// verification, through the API. With `razorpay: true` the app talks to the local Razorpay
// stand-in; otherwise it runs the sandbox provider.
import crypto from 'node:crypto';
import {
  type PaymentOrder,
  type PaymentResult,
  paymentOrderSchema,
  paymentResultSchema,
  refundResultSchema,
  type SandboxCheckoutResult,
  sandboxCheckoutResultSchema,
  type Ticket,
  ticketPaymentSchema,
} from '@basisdesk/shared';
import type { LightMyRequestResponse } from 'fastify';
import { type BookingKit, openBookingKit, type Taxonomy } from './booking-kit';
import { expectBody } from './expect-response';
import type { TestUser } from './factories';
import { type RazorpayStandIn, STAND_IN_KEY_SECRET, startRazorpayStandIn } from './razorpay-stand-in';
import type { RouteSuiteOptions } from './route-suite';
import type { Caller } from './send-request';
import { useOpened } from './use-opened';

/** The customer's order for the ticket, ended in the sandbox checkout with Pay or Fail. */
async function checkOutInSandbox(
  send: BookingKit['send'],
  customer: TestUser,
  ticketId: string,
  outcome: 'pay' | 'fail',
): Promise<{ order: PaymentOrder; checkout: SandboxCheckoutResult }> {
  const order = expectBody(
    await send('POST', '/api/Payment/create-order', customer, { orderId: ticketId, currency: 'INR' }),
    200,
    paymentOrderSchema,
  );
  const checkout = expectBody(
    await send('POST', '/api/Payment/sandbox/checkout', customer, {
      razorpayOrderId: order.razorpayOrderId,
      outcome,
    }),
    200,
    sandboxCheckoutResultSchema,
  );
  if (checkout.outcome !== outcome) throw new Error(`the sandbox checkout did not ${outcome}`);
  return { order, checkout };
}

/**
 * For other modules' tests on any route suite (sandbox mode, the default without Razorpay keys):
 * pays a Closed or Topic Closed ticket of `customer` through create-order, the sandbox checkout
 * and verify, and expects Paid.
 */
export async function payClosedTicket(
  send: BookingKit['send'],
  customer: TestUser,
  ticketId: string,
): Promise<{ order: PaymentOrder; paymentId: string; result: PaymentResult }> {
  const { order, checkout } = await checkOutInSandbox(send, customer, ticketId, 'pay');
  if (checkout.outcome !== 'pay') throw new Error('payClosedTicket: the sandbox did not pay');
  const { outcome: _outcome, ...verifyBody } = checkout;
  const result = expectBody(
    await send('POST', '/api/Payment/verify', customer, verifyBody),
    200,
    paymentResultSchema,
  );
  if (result.paymentStatus !== 'Paid') throw new Error('payClosedTicket: the ticket is not Paid');
  return { order, paymentId: checkout.razorpayPaymentId, result };
}

/** As payClosedTicket, but the sandbox checkout's Fail: Razorpay's payment.failed through the webhook handling. */
export async function failClosedTicketPayment(
  send: BookingKit['send'],
  customer: TestUser,
  ticketId: string,
): Promise<void> {
  await checkOutInSandbox(send, customer, ticketId, 'fail');
}

/** An admin's full refund of a paid ticket through the API; the sandbox confirms it at once. */
export async function refundTicket(
  send: BookingKit['send'],
  admin: TestUser,
  ticketId: string,
  reason = 'Refunded for a test',
): Promise<void> {
  const result = expectBody(
    await send('POST', `/api/Payment/refund/${ticketId}`, admin, { reason }),
    200,
    refundResultSchema,
  );
  if (result.paymentStatus !== 'Refunded') throw new Error('refundTicket: the ticket is not Refunded');
}

/** The receipt number the payment tab shows for a paid ticket. */
export async function receiptNumberOf(
  send: BookingKit['send'],
  viewer: TestUser,
  ticketId: string,
): Promise<string> {
  const payment = expectBody(
    await send('GET', `/api/Payment/for-order/${ticketId}`, viewer),
    200,
    ticketPaymentSchema,
  );
  if (!payment.receiptNumber) throw new Error('receiptNumberOf: no receipt issued');
  return payment.receiptNumber;
}

/**
 * Short, so a hanging provider is proven a 503 in seconds; long enough that a loopback answer on a
 * busy 2-core machine is never taken for a hang.
 */
export const TEST_PROVIDER_TIMEOUT_MS = 2000;

export interface PaymentKit extends BookingKit {
  /** The stand-in the app calls, or null in sandbox mode. */
  standIn: RazorpayStandIn | null;
  taxonomy(): Promise<Taxonomy>;
  /** A ticket of `customer` booked for `slotCount` slots and closed by its consultant with `hours`. */
  closedTicket(options?: { customer?: TestUser; hours?: number; slotCount?: number }): Promise<Ticket>;
  /** The consultant closedTicket booked (one per kit, skilled in the kit's taxonomy). */
  ticketConsultant(): Promise<TestUser>;
  createOrder(
    caller: Caller,
    orderId: string,
    extra?: Record<string, unknown>,
  ): Promise<LightMyRequestResponse>;
  /** Creates the order and expects the 200. */
  openOrder(customer: TestUser, orderId: string): Promise<PaymentOrder>;
  /** What Razorpay's checkout hands the client for a payment of the order, signed as it would be. */
  checkoutResult(razorpayOrderId: string, paymentId?: string): Promise<Record<string, string>>;
  verify(caller: Caller, body: unknown): Promise<LightMyRequestResponse>;
  /** A closed ticket taken through create-order, checkout and verify; expects Paid. */
  payTicket(options?: { customer?: TestUser; hours?: number }): Promise<{
    ticket: Ticket;
    order: PaymentOrder;
    paymentId: string;
    result: PaymentResult;
  }>;
  /** A webhook delivery: the raw body and headers, sent as they stand. */
  sendWebhook(delivery: { body: string; headers: Record<string, string> }): Promise<LightMyRequestResponse>;
}

export async function openPaymentKit(
  options: RouteSuiteOptions & { razorpay?: boolean } = {},
): Promise<PaymentKit> {
  const standIn = options.razorpay ? await startRazorpayStandIn() : null;
  const booking = await openBookingKit({
    ...options,
    config: { ...standIn?.config, ...options.config },
    deps: { paymentProviderTimeoutMs: TEST_PROVIDER_TIMEOUT_MS, ...options.deps },
  });
  let sharedTaxonomy: Taxonomy | null = null;
  const consultants = new Map<string, TestUser>();

  const kit: PaymentKit = {
    ...booking,
    standIn,
    async taxonomy() {
      sharedTaxonomy ??= await booking.newTaxonomy();
      return sharedTaxonomy;
    },
    async ticketConsultant() {
      const taxonomy = await kit.taxonomy();
      let consultant = consultants.get(taxonomy.typeId);
      if (!consultant) {
        consultant = await booking.newConsultant({ hourlyRate: 2000, skills: [{ typeId: taxonomy.typeId }] });
        consultants.set(taxonomy.typeId, consultant);
      }
      return consultant;
    },
    async closedTicket({ customer = booking.customer, hours = 1.5, slotCount = 2 } = {}) {
      const taxonomy = await kit.taxonomy();
      const consultant = await kit.ticketConsultant();
      const ticket = await booking.book(customer, consultant, taxonomy, { slotCount });
      return booking.moveTo(consultant, ticket.id, 'Closed', { hoursWorked: hours });
    },
    createOrder: (caller, orderId, extra = {}) =>
      booking.send('POST', '/api/Payment/create-order', caller, { orderId, currency: 'INR', ...extra }),
    async openOrder(customer, orderId) {
      return expectBody(await kit.createOrder(customer, orderId), 200, paymentOrderSchema);
    },
    async checkoutResult(razorpayOrderId, paymentId) {
      if (!standIn) {
        const response = await booking.send('POST', '/api/Payment/sandbox/checkout', booking.customer, {
          razorpayOrderId,
          outcome: 'pay',
        });
        const paid = expectBody(response, 200, sandboxCheckoutResultSchema);
        if (paid.outcome !== 'pay') throw new Error('sandbox checkout did not pay');
        return {
          razorpayOrderId: paid.razorpayOrderId,
          razorpayPaymentId: paid.razorpayPaymentId,
          razorpaySignature: paid.razorpaySignature,
        };
      }
      const id = paymentId ?? `pay_${crypto.randomBytes(7).toString('hex')}`;
      standIn.addPayment(razorpayOrderId, { status: 'captured', id });
      return {
        razorpayOrderId,
        razorpayPaymentId: id,
        razorpaySignature: crypto
          .createHmac('sha256', STAND_IN_KEY_SECRET)
          .update(`${razorpayOrderId}|${id}`)
          .digest('hex'),
      };
    },
    verify: (caller, body) => booking.send('POST', '/api/Payment/verify', caller, body),
    async payTicket({ customer = booking.customer, hours } = {}) {
      const ticket = await kit.closedTicket({ customer, hours });
      const order = await kit.openOrder(customer, ticket.id);
      const checkout = await kit.checkoutResult(order.razorpayOrderId);
      const result = expectBody(await kit.verify(customer, checkout), 200, paymentResultSchema);
      if (result.paymentStatus !== 'Paid') throw new Error('payTicket: the ticket is not Paid');
      return { ticket, order, paymentId: checkout.razorpayPaymentId ?? '', result };
    },
    sendWebhook: (delivery) =>
      booking.send('POST', '/api/Payment/webhook', { headers: delivery.headers }, delivery.body),
    async close() {
      await booking.close();
      await standIn?.close();
    },
  };
  return kit;
}

/** The payment kit of the enclosing file or describe block: opened before its tests, closed after. */
export const usePaymentKit = (options: RouteSuiteOptions & { razorpay?: boolean } = {}) =>
  useOpened(() => openPaymentKit(options));
