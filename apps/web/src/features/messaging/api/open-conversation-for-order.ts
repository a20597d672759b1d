import type { Conversation } from '@basisdesk/shared/messaging/messaging.schema';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { onConversationUpdated } from '../live-events';
import { MESSAGING_BASE, messagingKeys } from './messaging-keys';

/** Spec §9: the conversation by order is stale after 5 minutes. */
export const CONVERSATION_BY_ORDER_STALE_MS = 5 * 60_000;

/** POST conversations/for-order/{orderId}: the ticket's conversation, created when it has none. */
export const openConversationForOrder = (orderId: string) =>
  api.post<Conversation>(
    `${MESSAGING_BASE}/conversations/for-order/${encodeURIComponent(orderId)}`,
    undefined,
    {
      fallbackError: 'Failed to create conversation',
    },
  );

/**
 * Which conversation is the ticket's. A ticket has one conversation for good, so opening its
 * messages again within 5 minutes asks nothing; only the id is read from here. What the thread
 * shows (the conversation, its messages) lives under the conversation's own keys, which the live
 * events and the app's own changes keep current.
 */
export const conversationForOrderQuery = (orderId: string, queryClient: QueryClient) =>
  queryOptions({
    queryKey: messagingKeys.conversationForOrder(orderId),
    queryFn: async () => {
      try {
        const conversation = await openConversationForOrder(orderId);
        // It may have just been created: the list shows it, and the thread opens without asking again.
        onConversationUpdated(queryClient, conversation);
        return conversation;
      } catch (error) {
        // Spec §8: the failure is logged; the screen shows it.
        console.error('Failed to create conversation', error);
        throw error;
      }
    },
    staleTime: CONVERSATION_BY_ORDER_STALE_MS,
  });

export function useConversationForOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useQuery(conversationForOrderQuery(orderId, queryClient));
}
