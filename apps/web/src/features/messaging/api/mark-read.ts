import type { MarkReadBody } from '@basisdesk/shared/messaging/messaging.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { onMessagesRead } from '../live-events';
import { MESSAGING_BASE, messagingKeys } from './messaging-keys';

type MarkReadInput = MarkReadBody & { conversationId: string };

/** POST messages/mark-read: others' messages the viewer has now seen. */
export const markRead = ({ messageIds }: MarkReadInput) =>
  api.post<{ success: true; markedCount: number }>(`${MESSAGING_BASE}/messages/mark-read`, { messageIds });

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: (_, { conversationId, messageIds }) => {
      onMessagesRead(queryClient, { conversationId, messageIds });
      // The badges and the list's 'N new' follow at once rather than at the next poll.
      void queryClient.invalidateQueries({ queryKey: messagingKeys.unreadCount() });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
    },
  });
}
