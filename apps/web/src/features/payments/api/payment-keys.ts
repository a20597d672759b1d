/**
 * The payments feature's query keys. A payment, a failed attempt or a refund makes everything under
 * `all` stale; the ticket lists (which show the payment status too) are refreshed by the caller,
 * which knows the tickets feature's keys.
 */
export const paymentKeys = {
  all: ['payments'] as const,
  forOrder: (orderId: string) => [...paymentKeys.all, 'for-order', orderId] as const,
  orderStatus: (orderId: string) => [...paymentKeys.all, 'order-status', orderId] as const,
};
