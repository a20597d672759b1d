import {
  PAYMENT_MESSAGES,
  REFUND_REASON_MAX_LENGTH,
  REFUND_REASON_MIN_LENGTH,
  refundResultSchema,
} from '@basisdesk/shared';
import { describe, expect, it } from 'vitest';
import { expectBody, expectError } from '../../../test/expect-response';
import { usePaymentKit } from '../../../test/payment-kit';

const kit = usePaymentKit();

const refund = (orderId: string, reason: unknown) =>
  kit.send('POST', `/api/Payment/refund/${orderId}`, kit.admin, { reason });

describe('limits the screens enforce, over the API', () => {
  it(`refund reason: ${REFUND_REASON_MIN_LENGTH} characters accepted, one fewer refused`, async () => {
    const { ticket } = await kit.payTicket();
    const atLimit = 'r'.repeat(REFUND_REASON_MIN_LENGTH);
    // Measured after trimming, as the dialog trims it: spaces do not make a reason.
    expectError(
      await refund(ticket.id, ` ${atLimit.slice(1)}  `),
      400,
      PAYMENT_MESSAGES.refundReasonRequired,
      {
        path: 'reason',
      },
    );
    const result = expectBody(await refund(ticket.id, atLimit), 200, refundResultSchema);
    expect(result.paymentStatus).toBe('Refunded');
  });

  it(`refund reason: ${REFUND_REASON_MAX_LENGTH} characters accepted, one more refused`, async () => {
    const { ticket } = await kit.payTicket();
    const atLimit = 'r'.repeat(REFUND_REASON_MAX_LENGTH);
    expectError(await refund(ticket.id, `${atLimit}r`), 400, PAYMENT_MESSAGES.refundReasonRequired, {
      path: 'reason',
    });
    const result = expectBody(await refund(ticket.id, atLimit), 200, refundResultSchema);
    expect(result.paymentStatus).toBe('Refunded');
  });
});
