import crypto from 'node:crypto';

const hmacHex = (secret: string, data: string | Buffer) =>
  crypto.createHmac('sha256', secret).update(data).digest('hex');

/** Compares in constant time; a different length is a mismatch without comparing. */
function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** What Razorpay's checkout returns as razorpay_signature: HMAC-SHA256(order_id|payment_id). */
export const signCheckout = (keySecret: string, orderId: string, paymentId: string) =>
  hmacHex(keySecret, `${orderId}|${paymentId}`);

/** The order id must be the one we stored, not one the client made up (DESIGN §6). */
export const isCheckoutSignatureValid = (
  keySecret: string,
  input: { orderId: string; paymentId: string; signature: string },
) => sameHex(signCheckout(keySecret, input.orderId, input.paymentId), input.signature);

/** X-Razorpay-Signature: HMAC-SHA256 of the raw body bytes, before any JSON parsing. */
export const signWebhook = (webhookSecret: string, rawBody: Buffer | string) =>
  hmacHex(webhookSecret, rawBody);

export const isWebhookSignatureValid = (
  webhookSecret: string,
  rawBody: Buffer,
  signature: string | undefined,
) => signature !== undefined && sameHex(signWebhook(webhookSecret, rawBody), signature);
