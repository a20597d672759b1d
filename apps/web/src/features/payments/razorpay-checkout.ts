import type { CheckoutResponse } from './settle-payment';

const CHECKOUT_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** The part of Razorpay's checkout.js the app uses (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/). */
export type RazorpayOptions = {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string };
  theme: { color: string };
  handler: (response: CheckoutResponse) => void;
  modal: { ondismiss: () => void };
};

type RazorpayFailure = { error?: { description?: string; reason?: string } };

export type RazorpayCheckout = {
  open: () => void;
  on: (event: 'payment.failed', listener: (failure: RazorpayFailure) => void) => void;
};

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | undefined;

/**
 * Loads checkout.js once, when someone first pays (spec §4 step 2): no page carries it otherwise.
 * A failed load removes its tag and forgets the promise, so the next Pay tries again.
 */
export function loadRazorpayCheckout(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      if (window.Razorpay) resolve(window.Razorpay);
      else reject(new Error('Razorpay checkout did not load'));
    };
    script.onerror = () => reject(new Error('Razorpay checkout did not load'));
    document.head.append(script);
  }).catch((error: unknown) => {
    document.querySelector(`script[src="${CHECKOUT_SCRIPT_URL}"]`)?.remove();
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Razorpay's words for a failed payment, for 'Payment processing error: {reason}'. */
export const failureReason = (failure: RazorpayFailure) =>
  failure.error?.description || failure.error?.reason || 'Unknown error';
