import { describe, expect, it } from 'vitest';
import {
  createPaymentOrderBodySchema,
  PAYMENT_MESSAGES,
  REFUND_REASON_MAX_LENGTH,
  refundPaymentBodySchema,
  sandboxCheckoutBodySchema,
  verifyPaymentBodySchema,
} from '../index';

const TICKET = '00000000-0000-4000-8000-000000000001';
const messageOf = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('create-order (spec §7 "POST Payment/create-order with orderId, amount, currency INR")', () => {
  it('takes the amount the client sends and keeps it out of what the server reads as a rule', () => {
    const parsed = createPaymentOrderBodySchema.parse({ orderId: TICKET, amount: 1, currency: 'INR' });
    expect(parsed).toMatchObject({ orderId: TICKET, currency: 'INR' });
  });

  it('is in rupees of India only; INR when the client leaves the currency out', () => {
    expect(createPaymentOrderBodySchema.parse({ orderId: TICKET }).currency).toBe('INR');
    expect(messageOf(createPaymentOrderBodySchema.safeParse({ orderId: TICKET, currency: 'USD' }))).toBe(
      'currency must be INR',
    );
  });

  it('names a ticket by its id', () => {
    expect(messageOf(createPaymentOrderBodySchema.safeParse({ orderId: 'SRBIL10102500013' }))).toBe(
      'orderId must be a valid id',
    );
  });
});

describe('verify (spec §3 "Payment verification payload", §8)', () => {
  const complete = { razorpayOrderId: 'order_1', razorpayPaymentId: 'pay_1', razorpaySignature: 'abc' };

  it("any of the three missing or blank is 'Payment verification failed: Missing payment details'", () => {
    for (const field of Object.keys(complete)) {
      for (const value of [undefined, '', '   ']) {
        const result = verifyPaymentBodySchema.safeParse({ ...complete, [field]: value });
        expect(messageOf(result), `${field}=${JSON.stringify(value)}`).toBe(PAYMENT_MESSAGES.missingDetails);
      }
    }
  });

  it('refuses ids longer than any Razorpay id', () => {
    const result = verifyPaymentBodySchema.safeParse({
      ...complete,
      razorpayPaymentId: `pay_${'x'.repeat(80)}`,
    });
    expect(result.success).toBe(false);
  });

  it('accepts the checkout handler’s three ids, trimmed', () => {
    expect(verifyPaymentBodySchema.parse({ ...complete, razorpayOrderId: ' order_1 ' })).toEqual(complete);
  });
});

describe('the sandbox checkout', () => {
  it("ends with 'pay' or 'fail' only", () => {
    expect(
      sandboxCheckoutBodySchema.safeParse({ razorpayOrderId: 'order_sbx_1', outcome: 'pay' }).success,
    ).toBe(true);
    expect(
      messageOf(sandboxCheckoutBodySchema.safeParse({ razorpayOrderId: 'order_sbx_1', outcome: 'refund' })),
    ).toBe("outcome must be 'pay' or 'fail'");
  });
});

describe('a refund (admins)', () => {
  it('needs a reason of 3 to 500 characters, counted after trimming', () => {
    for (const reason of [undefined, '', '  ab  ', 'x'.repeat(REFUND_REASON_MAX_LENGTH + 1)]) {
      expect(messageOf(refundPaymentBodySchema.safeParse({ reason })), String(reason)).toBe(
        PAYMENT_MESSAGES.refundReasonRequired,
      );
    }
    expect(refundPaymentBodySchema.parse({ reason: '  Duplicate booking  ' })).toEqual({
      reason: 'Duplicate booking',
    });
  });

  it('refuses fields it does not know (an amount: refunds are in full)', () => {
    expect(refundPaymentBodySchema.safeParse({ reason: 'Duplicate booking', amount: 10 }).success).toBe(
      false,
    );
  });
});

describe('the payment messages (spec §8, word for word)', () => {
  it('fill in the reason where the spec has {reason}', () => {
    expect(PAYMENT_MESSAGES.initiateFailed('Network down')).toBe('Failed to initiate payment: Network down');
    expect(PAYMENT_MESSAGES.processingError('Card declined')).toBe('Payment processing error: Card declined');
    expect(PAYMENT_MESSAGES.verificationFailed('Timeout')).toBe(
      'Verification failed: Timeout. Please refresh the page to check payment status.',
    );
  });

  it('keep the fixed texts', () => {
    expect(PAYMENT_MESSAGES.gatewayLoadFailed).toBe('Failed to load payment gateway');
    expect(PAYMENT_MESSAGES.completed).toBe('Payment successful! Payment has been completed.');
    expect(PAYMENT_MESSAGES.verifiedRefreshing).toBe('Payment verified! Refreshing ticket status...');
    expect(PAYMENT_MESSAGES.verificationTimeout).toBe(
      'Payment verification timeout - please refresh to check status',
    );
  });
});
