import {
  createPaymentOrderBodySchema,
  orderParamsSchema,
  paymentOrderSchema,
  paymentResultSchema,
  refundPaymentBodySchema,
  refundResultSchema,
  sandboxCheckoutBodySchema,
  sandboxCheckoutResultSchema,
  ticketPaymentSchema,
  verifyPaymentBodySchema,
  webhookResultSchema,
} from '@basisdesk/shared';
import type { AppInstance } from '../../app-instance';
import { errorResponses } from '../../lib/route-schemas';
import { type AuthGuards, principalOf } from '../../plugins/auth';
import type { PaymentsService } from './payments.service';

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Payments: the customer's checkout, Razorpay's webhooks, the payment tab, admin refunds, the sandbox. */
export function registerPaymentsRoutes(
  app: AppInstance,
  { payments, guards }: { payments: PaymentsService; guards: AuthGuards },
) {
  const tags = ['payments'];
  const signedIn = { onRequest: guards.authenticate };

  app.post(
    '/Payment/create-order',
    {
      ...signedIn,
      config: { idempotent: true },
      schema: {
        tags,
        summary:
          "The Razorpay order for a closed ticket's amount, computed by the server (its customer only)",
        body: createPaymentOrderBodySchema,
        response: { 200: paymentOrderSchema, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    (request) => payments.createOrder(principalOf(request), request.body),
  );

  app.post(
    '/Payment/verify',
    {
      ...signedIn,
      config: { idempotent: true },
      schema: {
        tags,
        summary: "The checkout's result, checked against the order the server issued; settles the ticket",
        body: verifyPaymentBodySchema,
        response: { 200: paymentResultSchema, ...errorResponses(400, 401, 409) },
      },
    },
    (request) => payments.verifyPayment(principalOf(request), request.body),
  );

  app.get(
    '/Payment/for-order/:orderId',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "A ticket's payment: due or paid, receipt, refund (its customer and admins)",
        params: orderParamsSchema,
        response: { 200: ticketPaymentSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => payments.getForOrder(principalOf(request), request.params.orderId),
  );

  app.post(
    '/Payment/refund/:orderId',
    {
      onRequest: guards.requireAdmin,
      config: { idempotent: true },
      schema: {
        tags,
        summary: "A full refund of the ticket's captured payment (admins)",
        params: orderParamsSchema,
        body: refundPaymentBodySchema,
        response: { 200: refundResultSchema, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    (request) => payments.refundPayment(principalOf(request), request.params.orderId, request.body),
  );

  app.post(
    '/Payment/sandbox/checkout',
    {
      ...signedIn,
      config: { idempotent: true },
      schema: {
        tags,
        summary: "The sandbox checkout's Pay or Fail, when no Razorpay keys are configured",
        body: sandboxCheckoutBodySchema,
        response: { 200: sandboxCheckoutResultSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => payments.sandboxCheckout(principalOf(request), request.body),
  );

  // The signature is over the bytes Razorpay sent: in this scope only, JSON stays a Buffer.
  app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    raw.post(
      '/Payment/webhook',
      {
        schema: {
          tags,
          summary: "Razorpay's webhook: signed over the raw body (X-Razorpay-Signature), once per event id",
          response: { 200: webhookResultSchema, ...errorResponses(400, 503) },
        },
      },
      (request) =>
        payments.handleWebhook({
          rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          signature: headerText(request.headers['x-razorpay-signature']),
          eventId: headerText(request.headers['x-razorpay-event-id']),
        }),
    );
  });
}
