import type { SuccessResponse } from '@basisdesk/shared/messaging/messaging.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MESSAGING_BASE, messagingKeys } from './messaging-keys';

type DeleteAttachmentInput = { attachmentId: string; conversationId: string };

/** DELETE attachments/{id}: one file of the sender's own message. */
export const deleteAttachment = ({ attachmentId }: DeleteAttachmentInput) =>
  api.delete<SuccessResponse>(`${MESSAGING_BASE}/attachments/${encodeURIComponent(attachmentId)}`, {
    fallbackError: 'Failed to delete attachment',
  });

export function useDeleteAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAttachment,
    onSuccess: (_, { conversationId }) =>
      queryClient.invalidateQueries({ queryKey: messagingKeys.messages(conversationId) }),
  });
}
