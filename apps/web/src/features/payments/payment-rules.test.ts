import { PAYMENT_STATUSES } from '@basisdesk/shared/tickets/ticket-statuses';
import { describe, expect, it } from 'vitest';
import { isPayable, isRefundable, paymentAmount, paymentStatusChoices } from './payment-rules';

describe('paymentAmount (spec §4: calculatedAmount, else totalAmount; decision 028: nothing when neither)', () => {
  it('takes the calculated amount first', () => {
    expect(paymentAmount({ calculatedAmount: 1500, totalAmount: 2000 })).toBe(1500);
  });
  it('falls back to the total amount', () => {
    expect(paymentAmount({ calculatedAmount: null, totalAmount: 2000 })).toBe(2000);
    expect(paymentAmount({ calculatedAmount: 0, totalAmount: 2000 })).toBe(2000);
  });
  it('is nothing, not ₹100, when the ticket bills nothing', () => {
    expect(paymentAmount({})).toBeNull();
    expect(paymentAmount({ calculatedAmount: null, totalAmount: 0 })).toBeNull();
  });
});

describe('isPayable (spec §4: a Closed or TopicClosed ticket that is not paid, and bills something)', () => {
  const bill = { calculatedAmount: null, totalAmount: 1500 };
  it('offers payment on Closed and TopicClosed while Pending or Failed', () => {
    for (const status of ['Closed', 'TopicClosed'] as const) {
      expect(isPayable({ status, paymentStatus: 'Pending', ...bill })).toBe(true);
      expect(isPayable({ status, paymentStatus: 'Failed', ...bill })).toBe(true);
      expect(isPayable({ status, paymentStatus: 'Paid', ...bill })).toBe(false);
      expect(isPayable({ status, paymentStatus: 'Refunded', ...bill })).toBe(false);
    }
  });
  it('never on open tickets, nor without a payment status (a consultant’s view)', () => {
    expect(isPayable({ status: 'InProgress', paymentStatus: 'Pending', ...bill })).toBe(false);
    expect(isPayable({ status: 'Completed', paymentStatus: 'Pending', ...bill })).toBe(false);
    expect(isPayable({ status: 'Closed', ...bill })).toBe(false);
  });
  it('never on a closed ticket that bills nothing (every session released, no hours)', () => {
    expect(
      isPayable({ status: 'Closed', paymentStatus: 'Pending', calculatedAmount: null, totalAmount: 0 }),
    ).toBe(false);
  });
});

describe('isRefundable (a payment captured through the app, not already being refunded)', () => {
  const captured = {
    paymentStatus: 'Paid',
    razorpayPaymentId: 'pay_sbx_AbCdEfGhIjKlMn',
    refund: null,
  } as const;
  const refund = { reason: 'Duplicate booking', requestedAt: '2026-11-25T10:00:00.000Z', processedAt: null };
  it('offers a refund of a captured payment', () => {
    expect(isRefundable(captured)).toBe(true);
  });
  it('not while a refund is pending, nor once refunded', () => {
    expect(isRefundable({ ...captured, refund: { ...refund, status: 'pending' } })).toBe(false);
    expect(
      isRefundable({
        ...captured,
        paymentStatus: 'Refunded',
        refund: { ...refund, status: 'processed', processedAt: refund.requestedAt },
      }),
    ).toBe(false);
  });
  it('not on a ticket an admin set Paid: no payment went through the app to give back', () => {
    expect(isRefundable({ ...captured, razorpayPaymentId: null })).toBe(false);
  });
  it('not on an unpaid ticket', () => {
    expect(isRefundable({ ...captured, paymentStatus: 'Pending', razorpayPaymentId: null })).toBe(false);
    expect(isRefundable({ ...captured, paymentStatus: 'Failed' })).toBe(false);
  });
});

describe('paymentStatusChoices (spec §2: the four, plus any others seen)', () => {
  it('always offers Pending, Paid, Failed and Refunded, even with no tickets loaded', () => {
    expect(paymentStatusChoices(PAYMENT_STATUSES, [])).toEqual(['Pending', 'Paid', 'Failed', 'Refunded']);
  });
  it('adds the other statuses the loaded tickets carry, once each, in the order seen', () => {
    const known: readonly string[] = PAYMENT_STATUSES;
    const seen = ['Paid', 'PartiallyRefunded', undefined, 'Authorized', 'PartiallyRefunded', null];
    expect(paymentStatusChoices(known, seen)).toEqual([
      'Pending',
      'Paid',
      'Failed',
      'Refunded',
      'PartiallyRefunded',
      'Authorized',
    ]);
  });
});
