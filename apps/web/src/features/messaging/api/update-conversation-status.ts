import type { ConversationStatusBody, SuccessResponse } from '@basisdesk/shared/messaging/messaging.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MESSAGING_BASE, messagingKeys } from './messaging-keys';

type StatusInput = ConversationStatusBody & { conversationId: string };

/** PUT conversations/{id}/status: Archive (isActive false) and Restore (true). */
export const updateConversationStatus = ({ conversationId, isActive }: StatusInput) =>
  api.put<SuccessResponse>(
    `${MESSAGING_BASE}/conversations/${encodeURIComponent(conversationId)}/status`,
    { isActive },
    { fallbackError: isActive ? 'Failed to restore conversation' : 'Failed to archive conversation' },
  );

export function useUpdateConversationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConversationStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() }),
  });
}
