import { TICKET_MESSAGES } from '@basisdesk/shared/tickets/tickets.messages';
import type { OrderStatus } from '@basisdesk/shared/tickets/tickets.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentKeys } from './payment-keys';

/** Spec §9: the order status is fresh for 30 s (a payment may settle meanwhile). */
const ORDER_STATUS_STALE_MS = 30_000;

/** GET orders/{orderId}: where the ticket's payment stands (the detail reads it fresh; a payment polls it). */
export const getOrderStatus = (orderId: string, signal?: AbortSignal) =>
  api.get<OrderStatus>(`/orders/${encodeURIComponent(orderId)}`, {
    signal,
    fallbackError: TICKET_MESSAGES.fetchOrderStatusFailed,
  });

export const orderStatusQuery = (orderId: string, enabled = true) =>
  queryOptions({
    queryKey: paymentKeys.orderStatus(orderId),
    queryFn: ({ signal }) => getOrderStatus(orderId, signal),
    staleTime: ORDER_STATUS_STALE_MS,
    enabled,
  });

/** Consultants never see payment information (spec §6): pass enabled=false for them. */
export const useOrderStatus = (orderId: string, enabled = true) =>
  useQuery(orderStatusQuery(orderId, enabled));
