import { PAYMENT_MESSAGES } from '@basisdesk/shared/payments/payments.messages';
import type { PaymentStatus } from '@basisdesk/shared/tickets/ticket-statuses';
import { describe, expect, it, vi } from 'vitest';
import { pollPaymentStatus, settlePayment } from './settle-payment';

const noSleep = vi.fn(async (_ms: number) => {});

/** Answers in turn: a status, or an Error to throw. */
function answers(...steps: Array<PaymentStatus | Error>) {
  let call = 0;
  return vi.fn(async () => {
    const step = steps[Math.min(call, steps.length - 1)];
    call += 1;
    if (step instanceof Error) throw step;
    return step;
  });
}

describe('pollPaymentStatus (spec §4: every 5 s, 12 times, until Paid)', () => {
  it('stops at the attempt that reads Paid', async () => {
    const fetchPaymentStatus = answers('Pending', 'Pending', 'Paid');
    const sleep = vi.fn(async (_ms: number) => {});
    await expect(pollPaymentStatus({ fetchPaymentStatus, sleep })).resolves.toEqual({ isPaid: true });
    expect(fetchPaymentStatus).toHaveBeenCalledTimes(3);
    expect(sleep).toHaveBeenCalledTimes(3);
    expect(sleep).toHaveBeenCalledWith(5000);
  });

  it('keeps going past errors before the last attempt, and can still succeed', async () => {
    const fetchPaymentStatus = answers(new Error('offline'), new Error('offline'), 'Paid');
    await expect(pollPaymentStatus({ fetchPaymentStatus, sleep: noSleep })).resolves.toEqual({
      isPaid: true,
    });
  });

  it('reports an error only when the last attempt fails', async () => {
    const fetchPaymentStatus = answers('Pending', new Error('Network down'));
    const outcome = await pollPaymentStatus({ fetchPaymentStatus, sleep: noSleep, attempts: 12 });
    expect(fetchPaymentStatus).toHaveBeenCalledTimes(12);
    expect(outcome).toEqual({
      isPaid: false,
      message: 'Verification failed: Network down. Please refresh the page to check payment status.',
    });
  });

  it('times out after the last attempt without Paid, even when earlier attempts failed', async () => {
    const fetchPaymentStatus = answers(new Error('offline'), 'Pending');
    const outcome = await pollPaymentStatus({ fetchPaymentStatus, sleep: noSleep });
    expect(fetchPaymentStatus).toHaveBeenCalledTimes(12);
    expect(outcome).toEqual({
      isPaid: false,
      message: 'Payment verification timeout - please refresh to check status',
    });
  });
});

describe('settlePayment (spec §4 steps 3 and 4)', () => {
  const ids = { razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' };

  function setup(verify: () => Promise<unknown>, ...statuses: Array<PaymentStatus | Error>) {
    const notify = { success: vi.fn(), error: vi.fn() };
    const refresh = vi.fn(async () => {});
    const fetchPaymentStatus = answers(...(statuses.length ? statuses : ['Pending' as const]));
    const options = { verify: vi.fn(verify), fetchPaymentStatus, refresh, notify, sleep: noSleep };
    return { ...options, options };
  }

  it('refuses a response without all three ids: Missing payment details', async () => {
    for (const missing of ['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature'] as const) {
      const { options, verify, notify } = setup(async () => ({}));
      const response = { ...ids, [missing]: '' };
      await expect(settlePayment(response, options)).resolves.toBe('missing-details');
      expect(notify.error).toHaveBeenCalledWith('Payment verification failed: Missing payment details');
      expect(verify).not.toHaveBeenCalled();
    }
  });

  it('verifies the ids, says so, refreshes, then says the payment is complete', async () => {
    const { options, verify, notify, refresh, fetchPaymentStatus } = setup(async () => ({}));
    await expect(settlePayment(ids, options)).resolves.toBe('paid');
    expect(verify).toHaveBeenCalledWith({
      razorpayOrderId: 'order_1',
      razorpayPaymentId: 'pay_1',
      razorpaySignature: 'sig',
    });
    expect(notify.success.mock.calls).toEqual([
      ['Payment verified! Refreshing ticket status...'],
      ['Payment successful! Payment has been completed.'],
    ]);
    expect(refresh).toHaveBeenCalled();
    expect(fetchPaymentStatus).not.toHaveBeenCalled();
  });

  it('polls after a failed verification and completes once the ticket reads Paid', async () => {
    const { options, notify, refresh } = setup(
      async () => {
        throw new Error('Payment signature is invalid');
      },
      'Pending',
      'Paid',
    );
    await expect(settlePayment(ids, options)).resolves.toBe('paid');
    expect(notify.success).toHaveBeenCalledWith(PAYMENT_MESSAGES.completed);
    expect(notify.error).not.toHaveBeenCalled();
    expect(refresh).toHaveBeenCalled();
  });

  it('tells the customer to refresh when polling never sees Paid', async () => {
    const { options, notify } = setup(async () => {
      throw new Error('Payment signature is invalid');
    }, 'Pending');
    await expect(settlePayment(ids, options)).resolves.toBe('unsettled');
    expect(notify.error).toHaveBeenCalledWith(PAYMENT_MESSAGES.verificationTimeout);
    expect(notify.success).not.toHaveBeenCalled();
  });
});
