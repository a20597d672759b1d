import { SANDBOX_KEY } from '@basisdesk/shared/payments/payments.limits';
import { PAYMENT_MESSAGES } from '@basisdesk/shared/payments/payments.messages';
import type { PaymentOrder } from '@basisdesk/shared/payments/payments.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { appConfig } from '@/config/app-config';
import { useSession } from '@/features/auth/session/session-provider';
import { displayName } from '@/features/auth/session/session-user';
import { createActionKeys, runAction } from '@/lib/action-keys';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { createPaymentOrder } from './api/create-payment-order';
import { getOrderStatus } from './api/get-order-status';
import { paymentKeys } from './api/payment-keys';
import { sandboxCheckout } from './api/sandbox-checkout';
import { verifyPayment } from './api/verify-payment';
import { failureReason, loadRazorpayCheckout } from './razorpay-checkout';
import { type CheckoutResponse, settlePayment } from './settle-payment';

/** The brand's amber: Razorpay's checkout wears it. */
const CHECKOUT_THEME_COLOR = '#f59e0b';

type PayTicketOptions = {
  orderId: string;
  /** The ticket's number as people read it: 'Payment for {orderNumber}'. */
  label: string;
  /** Refreshes the ticket wherever it shows (the tickets feature's lists and detail). */
  onPaymentChange: () => Promise<unknown>;
};

/** Where a payment stands on this screen. */
export type PayStep = 'idle' | 'ordering' | 'checkout' | 'settling';

/**
 * The customer's payment (spec §4 Payment flow): create the order, open Razorpay's checkout or,
 * without Razorpay keys, the sandbox dialog; then verify, or wait for the payment to settle.
 */
export function usePayTicket({ orderId, label, onPaymentChange }: PayTicketOptions) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [step, setStep] = useState<PayStep>('idle');
  // A second click before the next render must not start a second order.
  const isStarted = useRef(false);
  const [sandboxOrder, setSandboxOrder] = useState<PaymentOrder | null>(null);
  const [sandboxChoice, setSandboxChoice] = useState<'pay' | 'fail' | null>(null);
  // One Idempotency-Key per step the customer takes, the same while that step is retried.
  const [keys] = useState(() => ({
    order: createActionKeys(),
    sandbox: createActionKeys(),
    verify: createActionKeys(),
  }));

  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: paymentKeys.all }), onPaymentChange()]);

  function finish() {
    isStarted.current = false;
    setStep('idle');
  }

  async function settle(response: CheckoutResponse) {
    setStep('settling');
    try {
      await settlePayment(response, {
        verify: (body) => runAction(keys.verify, body, (key) => verifyPayment(body, key)),
        fetchPaymentStatus: async () => (await getOrderStatus(orderId)).paymentStatus,
        refresh,
        notify: toast,
      });
    } finally {
      finish();
    }
  }

  async function openRazorpay(order: PaymentOrder) {
    let Razorpay: Awaited<ReturnType<typeof loadRazorpayCheckout>>;
    try {
      Razorpay = await loadRazorpayCheckout();
    } catch {
      toast.error(PAYMENT_MESSAGES.gatewayLoadFailed);
      finish();
      return;
    }
    const checkout = new Razorpay({
      key: order.key,
      amount: order.amount,
      currency: order.currency,
      name: appConfig.appName,
      description: `Payment for ${label}`,
      order_id: order.razorpayOrderId,
      prefill: { name: user ? displayName(user) : '', email: user?.email ?? '' },
      theme: { color: CHECKOUT_THEME_COLOR },
      handler: (response) => void settle(response),
      modal: { ondismiss: finish },
    });
    checkout.on('payment.failed', (failure) => {
      toast.error(PAYMENT_MESSAGES.processingError(failureReason(failure)));
      void refresh();
    });
    checkout.open();
  }

  async function pay() {
    if (isStarted.current) return;
    isStarted.current = true;
    setStep('ordering');
    let order: PaymentOrder;
    try {
      order = await runAction(keys.order, orderId, (key) => createPaymentOrder(orderId, key));
    } catch (error) {
      toast.error(PAYMENT_MESSAGES.initiateFailed(errorMessage(error, 'Unknown error')));
      finish();
      return;
    }
    setStep('checkout');
    // The sandbox's key would only make Razorpay's checkout fail: either sign means the sandbox.
    if (order.sandbox || order.key === SANDBOX_KEY) setSandboxOrder(order);
    else await openRazorpay(order);
  }

  /** The sandbox dialog's Pay or Fail: the server answers as Razorpay's checkout would. */
  async function finishSandbox(outcome: 'pay' | 'fail') {
    if (!sandboxOrder || sandboxChoice) return;
    setSandboxChoice(outcome);
    try {
      const body = { razorpayOrderId: sandboxOrder.razorpayOrderId, outcome };
      const result = await runAction(keys.sandbox, body, (key) => sandboxCheckout(body, key));
      setSandboxOrder(null);
      setSandboxChoice(null);
      if (result.outcome === 'pay') {
        await settle({
          razorpay_order_id: result.razorpayOrderId,
          razorpay_payment_id: result.razorpayPaymentId,
          razorpay_signature: result.razorpaySignature,
        });
      } else {
        toast.error(PAYMENT_MESSAGES.processingError(result.reason));
        finish();
        await refresh();
      }
    } catch (error) {
      // The dialog stays open: the customer may choose again or close it.
      setSandboxChoice(null);
      toast.error(PAYMENT_MESSAGES.processingError(errorMessage(error, 'Unknown error')));
    }
  }

  function dismissSandbox() {
    if (sandboxChoice) return;
    setSandboxOrder(null);
    finish();
  }

  return { step, pay, sandboxOrder, sandboxChoice, finishSandbox, dismissSandbox };
}
