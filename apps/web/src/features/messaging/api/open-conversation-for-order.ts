import type { Conversation } from '@basisdesk/shared/messaging/messaging.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MESSAGING_BASE, messagingKeys } from './messaging-keys';

/** POST conversations/for-order/{orderId}: the ticket's conversation, created when it has none. */
export const openConversationForOrder = (orderId: string) =>
  api.post<Conversation>(
    `${MESSAGING_BASE}/conversations/for-order/${encodeURIComponent(orderId)}`,
    undefined,
    {
      fallbackError: 'Failed to create conversation',
    },
  );

export function useOpenConversationForOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openConversationForOrder,
    onSuccess: (conversation) => {
      queryClient.setQueryData(messagingKeys.conversation(conversation.id), conversation);
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
    },
    // Spec §8: the failure is logged; the screen shows it.
    onError: (error) => console.error('Failed to create conversation', error),
  });
}
