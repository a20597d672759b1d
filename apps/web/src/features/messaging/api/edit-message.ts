import type { EditMessageBody, Message } from '@basisdesk/shared/messaging/messaging.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { onMessageUpdated } from '../live-events';
import { MESSAGING_BASE } from './messaging-keys';

/** PUT messages/{id}: the sender's new text (text messages only); the answer is marked edited. */
export const editMessage = ({ messageId, content }: EditMessageBody & { messageId: string }) =>
  api.put<Message>(
    `${MESSAGING_BASE}/messages/${encodeURIComponent(messageId)}`,
    { content },
    {
      fallbackError: 'Failed to edit message',
    },
  );

export function useEditMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editMessage,
    onSuccess: (message) => onMessageUpdated(queryClient, message),
  });
}
