import { z } from 'zod';
import { PAYMENT_STATUSES, TICKET_STATUSES } from '../tickets/ticket-statuses';
import {
  PAYMENT_CURRENCY,
  PROVIDER_ID_MAX_LENGTH,
  REFUND_REASON_MAX_LENGTH,
  REFUND_REASON_MIN_LENGTH,
} from './payments.limits';
import { PAYMENT_MESSAGES } from './payments.messages';

export * from './payments.limits';
export * from './payments.messages';

const providerId = z
  .string({ error: PAYMENT_MESSAGES.missingDetails })
  .trim()
  .min(1, PAYMENT_MESSAGES.missingDetails)
  .max(PROVIDER_ID_MAX_LENGTH, PAYMENT_MESSAGES.missingDetails);

// --- ordering -------------------------------------------------------------------------------------

/**
 * POST Payment/create-order (spec §7). The amount is the server's to compute from the ticket
 * (DESIGN §6): a figure sent by the client is accepted for the spec's sake and ignored.
 */
export const createPaymentOrderBodySchema = z.object({
  orderId: z.uuid({ error: 'orderId must be a valid id' }),
  amount: z.unknown().optional().describe('Ignored: the server computes the amount from the ticket'),
  currency: z.literal(PAYMENT_CURRENCY, { error: 'currency must be INR' }).default(PAYMENT_CURRENCY),
});
export type CreatePaymentOrderBody = z.input<typeof createPaymentOrderBodySchema>;

/** What Razorpay's checkout is opened with (DESIGN §5): `amount` in paise, as the checkout takes it. */
export const paymentOrderSchema = z.object({
  key: z.string().describe("Razorpay's key id, or 'sandbox' when no keys are configured"),
  amount: z.number().int().positive().describe('Paise (integer), as Razorpay checkout takes it'),
  currency: z.literal(PAYMENT_CURRENCY),
  razorpayOrderId: z.string(),
  sandbox: z.boolean().describe('True when no money moves: the sandbox checkout is to be opened'),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

// --- verifying ------------------------------------------------------------------------------------

/** POST Payment/verify: what Razorpay's checkout handler returned (spec §3). */
export const verifyPaymentBodySchema = z.object({
  razorpayOrderId: providerId,
  razorpayPaymentId: providerId,
  razorpaySignature: providerId,
});
export type VerifyPaymentBody = z.infer<typeof verifyPaymentBodySchema>;

/** Where the ticket stands after a verified payment, so the client can refresh it. */
export const paymentResultSchema = z.object({
  orderId: z.uuid().describe('The ticket'),
  status: z.enum(TICKET_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

// --- the sandbox (DESIGN §4) ------------------------------------------------------------------------

/** POST Payment/sandbox/checkout: the sandbox dialog's Pay or Fail, for the order's customer. */
export const sandboxCheckoutBodySchema = z.object({
  razorpayOrderId: providerId,
  outcome: z.enum(['pay', 'fail'], { error: "outcome must be 'pay' or 'fail'" }),
});
export type SandboxCheckoutBody = z.infer<typeof sandboxCheckoutBodySchema>;

/**
 * Pay: what Razorpay's checkout handler would return, signed with the sandbox secret, for the
 * client to verify as it would a real payment. Fail: the failure, already applied through the
 * webhook handler as Razorpay's payment.failed would be.
 */
export const sandboxCheckoutResultSchema = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('pay'),
    razorpayOrderId: z.string(),
    razorpayPaymentId: z.string(),
    razorpaySignature: z.string(),
  }),
  z.object({
    outcome: z.literal('fail'),
    razorpayOrderId: z.string(),
    razorpayPaymentId: z.string(),
    reason: z.string(),
  }),
]);
export type SandboxCheckoutResult = z.infer<typeof sandboxCheckoutResultSchema>;

// --- a ticket's payment -------------------------------------------------------------------------------

/**
 * GET Payment/for-order/{orderId}: the payment tab (customer and admins). `amount` is what is due
 * or was paid, in rupees.
 */
export const ticketPaymentSchema = z.object({
  orderId: z.uuid(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  amount: z.number().describe('Rupees'),
  currency: z.literal(PAYMENT_CURRENCY),
  payable: z.boolean().describe('Closed or Topic Closed, not paid: the customer may pay now'),
  razorpayPaymentId: z.string().nullable(),
  paidAt: z.string().nullable(),
  receiptNumber: z
    .string()
    .nullable()
    .describe('Issued with the payment; the PDF is at Payment/receipt/{orderId}'),
  refund: z
    .object({
      status: z.enum(['pending', 'processed']),
      reason: z.string(),
      requestedAt: z.string(),
      processedAt: z.string().nullable(),
    })
    .nullable(),
});
export type TicketPayment = z.infer<typeof ticketPaymentSchema>;

// --- refunds (admins) -------------------------------------------------------------------------------

/** POST Payment/refund/{orderId}: a full refund of the ticket's captured payment. */
export const refundPaymentBodySchema = z.strictObject({
  reason: z
    .string({ error: PAYMENT_MESSAGES.refundReasonRequired })
    .trim()
    .min(REFUND_REASON_MIN_LENGTH, PAYMENT_MESSAGES.refundReasonRequired)
    .max(REFUND_REASON_MAX_LENGTH, PAYMENT_MESSAGES.refundReasonRequired),
});
export type RefundPaymentBody = z.infer<typeof refundPaymentBodySchema>;

/** Where the ticket stands after a refund request: `pending` until Razorpay confirms it. */
export const refundResultSchema = paymentResultSchema.extend({
  refundStatus: z.enum(['pending', 'processed']),
});
export type RefundResult = z.infer<typeof refundResultSchema>;

// --- webhooks (Razorpay) ------------------------------------------------------------------------------

/**
 * POST Payment/webhook's answer: what became of the event. Razorpay reads only the status (2xx
 * = delivered); the outcome is for the log and the tests.
 */
export const webhookResultSchema = z.object({
  outcome: z.enum(['applied', 'ignored', 'refused', 'duplicate']),
});
export type WebhookResult = z.infer<typeof webhookResultSchema>;

// --- earnings (consultants, spec §1 and §6) -----------------------------------------------------------

/**
 * GET SupportRequests/earnings/consultant (decision 028): the consultant's Closed and Topic Closed
 * tickets that bill something (Paid ones read Closed to a consultant), not refunded, each in the
 * month it was first closed, newest first, with totals. A closed ticket counts whether or not it
 * is paid yet, and no ticket carries a payment status.
 */
export const consultantEarningsSchema = z.object({
  totalAmount: z.number().describe('Rupees'),
  totalHours: z.number(),
  totalTickets: z.number().int(),
  months: z.array(
    z.object({
      month: z.string().describe('yyyy-mm, UTC'),
      amount: z.number().describe('Rupees'),
      hours: z.number(),
      tickets: z.number().int(),
    }),
  ),
  recent: z
    .array(
      z.object({
        orderId: z.uuid(),
        orderNumber: z.string().nullable(),
        supportTypeName: z.string(),
        closedAt: z.string().describe('When the ticket was first closed'),
        hoursWorked: z.number().describe('The hours the amount is for: worked when logged, else booked'),
        hoursLogged: z.boolean().describe('false: no hours were logged, the amount is for the booked time'),
        amount: z.number().describe('Rupees'),
      }),
    )
    .describe('The latest earned tickets, at most 20'),
});
export type ConsultantEarnings = z.infer<typeof consultantEarningsSchema>;

/** Whose earnings: a consultant reads their own (and may leave it out); an admin must name one. */
export const consultantEarningsQuerySchema = z.object({
  consultantId: z.uuid({ error: 'consultantId must be a valid id' }).optional(),
});
export type ConsultantEarningsQuery = z.infer<typeof consultantEarningsQuerySchema>;

/** The admin figures' money (rupees): paid and not refunded, closed but unpaid, refunded. */
export const revenueSummarySchema = z.object({
  paid: z.number(),
  outstanding: z.number(),
  refunded: z.number(),
});
export type RevenueSummary = z.infer<typeof revenueSummarySchema>;
