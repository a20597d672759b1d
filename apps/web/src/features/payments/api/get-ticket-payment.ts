import type { TicketPayment } from '@basisdesk/shared/payments/payments.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentKeys } from './payment-keys';

/** GET Payment/for-order/{orderId}: the payment tab, for the customer and admins only. */
export const getTicketPayment = (orderId: string, signal?: AbortSignal) =>
  api.get<TicketPayment>(`/Payment/for-order/${encodeURIComponent(orderId)}`, {
    signal,
    fallbackError: 'Failed to load the payment',
  });

export const ticketPaymentQuery = (orderId: string) =>
  queryOptions({
    queryKey: paymentKeys.forOrder(orderId),
    queryFn: ({ signal }) => getTicketPayment(orderId, signal),
  });

/** Consultants never ask for it (spec §6): the tab is not theirs. */
export const useTicketPayment = (orderId: string) => useQuery(ticketPaymentQuery(orderId));
