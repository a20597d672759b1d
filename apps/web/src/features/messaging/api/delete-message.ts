import type { SuccessResponse } from '@basisdesk/shared/messaging/messaging.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { onMessageDeleted } from '../live-events';
import { MESSAGING_BASE } from './messaging-keys';

type DeleteMessageInput = { messageId: string; conversationId: string };

/** DELETE messages/{id}: the sender's own message, with its files. */
export const deleteMessage = ({ messageId }: DeleteMessageInput) =>
  api.delete<SuccessResponse>(`${MESSAGING_BASE}/messages/${encodeURIComponent(messageId)}`, {
    fallbackError: 'Failed to delete message',
  });

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    onSuccess: (_, { messageId, conversationId }) =>
      onMessageDeleted(queryClient, { id: messageId, conversationId }),
  });
}
