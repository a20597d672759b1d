import { PAYMENT_POLL_ATTEMPTS, PAYMENT_POLL_INTERVAL_MS } from '@basisdesk/shared/payments/payments.limits';
import { PAYMENT_MESSAGES } from '@basisdesk/shared/payments/payments.messages';
import type { VerifyPaymentBody } from '@basisdesk/shared/payments/payments.schema';
import type { PaymentStatus } from '@basisdesk/shared/tickets/ticket-statuses';

/** What a checkout (Razorpay's handler, or the sandbox's Pay) hands back; any of it may be missing. */
export type CheckoutResponse = {
  razorpay_order_id?: string;
  razorpay_payment_id?: string;
  razorpay_signature?: string;
};

type PollOptions = {
  /** GET orders/{orderId}'s payment status. */
  fetchPaymentStatus: () => Promise<PaymentStatus | undefined>;
  sleep?: (ms: number) => Promise<void>;
  attempts?: number;
  intervalMs?: number;
};

/** Paid, or the message that says why we stopped waiting (spec §8, word for word). */
export type PollOutcome = { isPaid: true } | { isPaid: false; message: string };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const reasonOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Unknown error';

/**
 * After a failed verification the payment may still settle (the webhook, the server's own check
 * with Razorpay): ask for the ticket every 5 s, 12 times, until it reads Paid (spec §4, §9). A
 * failed request is said only if it is the last one: a moment offline while waiting is no news.
 */
export async function pollPaymentStatus({
  fetchPaymentStatus,
  sleep = wait,
  attempts = PAYMENT_POLL_ATTEMPTS,
  intervalMs = PAYMENT_POLL_INTERVAL_MS,
}: PollOptions): Promise<PollOutcome> {
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    await sleep(intervalMs);
    try {
      if ((await fetchPaymentStatus()) === 'Paid') return { isPaid: true };
    } catch (error) {
      if (attempt === attempts) {
        return { isPaid: false, message: PAYMENT_MESSAGES.verificationFailed(reasonOf(error)) };
      }
    }
  }
  return { isPaid: false, message: PAYMENT_MESSAGES.verificationTimeout };
}

type SettleOptions = Omit<PollOptions, 'fetchPaymentStatus'> & {
  verify: (body: VerifyPaymentBody) => Promise<unknown>;
  fetchPaymentStatus: PollOptions['fetchPaymentStatus'];
  /** Refreshes what shows the ticket (lists, the detail, the payment tab). */
  refresh: () => Promise<unknown> | undefined;
  notify: { success: (message: string) => void; error: (message: string) => void };
};

/** How a checkout ended once the client is done with it. */
export type SettleOutcome = 'paid' | 'missing-details' | 'unsettled';

/**
 * The checkout's handler (spec §4 step 3 and 4): verify the three ids; when the verification
 * fails, wait for the payment to settle on the server before telling the customer anything.
 */
export async function settlePayment(
  response: CheckoutResponse,
  { verify, fetchPaymentStatus, refresh, notify, ...polling }: SettleOptions,
): Promise<SettleOutcome> {
  const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = response;
  if (!razorpay_order_id || !razorpay_payment_id || !razorpay_signature) {
    notify.error(PAYMENT_MESSAGES.missingDetails);
    return 'missing-details';
  }
  try {
    await verify({
      razorpayOrderId: razorpay_order_id,
      razorpayPaymentId: razorpay_payment_id,
      razorpaySignature: razorpay_signature,
    });
  } catch {
    const outcome = await pollPaymentStatus({ fetchPaymentStatus, ...polling });
    await refresh();
    if (!outcome.isPaid) {
      notify.error(outcome.message);
      return 'unsettled';
    }
    notify.success(PAYMENT_MESSAGES.completed);
    return 'paid';
  }
  notify.success(PAYMENT_MESSAGES.verifiedRefreshing);
  await refresh();
  notify.success(PAYMENT_MESSAGES.completed);
  return 'paid';
}
