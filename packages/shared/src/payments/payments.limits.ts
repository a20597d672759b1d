/** Payment numbers (spec §9), free of zod so light pages can use them. */

/** The currency every order is in: Razorpay takes INR amounts in paise. */
export const PAYMENT_CURRENCY = 'INR';

/** After a failed verification the client asks for the ticket this often, this many times (spec §9). */
export const PAYMENT_POLL_INTERVAL_MS = 5000;
export const PAYMENT_POLL_ATTEMPTS = 12;

/** A refund's reason: said to the customer and kept in the ticket's history. */
export const REFUND_REASON_MIN_LENGTH = 3;
export const REFUND_REASON_MAX_LENGTH = 500;

/** Razorpay's ids (order_…, pay_…) are short; anything longer is not one of theirs. */
export const PROVIDER_ID_MAX_LENGTH = 64;

/** The key a create-order answer carries when no Razorpay keys are configured (DESIGN §4). */
export const SANDBOX_KEY = 'sandbox';
