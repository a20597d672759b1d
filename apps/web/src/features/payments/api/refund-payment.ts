import type { PaymentResult, RefundPaymentBody } from '@basisdesk/shared/payments/payments.schema';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useIdempotentMutation } from '@/lib/use-idempotent-mutation';
import { paymentKeys } from './payment-keys';

export type RefundPaymentInput = { orderId: string } & RefundPaymentBody;

/**
 * POST Payment/refund/{orderId} (admins): a full refund. The answer reads Refunded, or still Paid
 * while Razorpay's refund is pending.
 */
export const refundPayment = ({ orderId, ...body }: RefundPaymentInput, idempotencyKey?: string) =>
  api.post<PaymentResult>(`/Payment/refund/${encodeURIComponent(orderId)}`, body, {
    fallbackError: 'Failed to refund the payment',
    idempotencyKey,
  });

export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: refundPayment,
    // A refusal (refunded meanwhile) also means the tab is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}
