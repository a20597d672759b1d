import type { Conversation } from '@basisdesk/shared/messaging/messaging.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MESSAGING_BASE, messagingKeys } from './messaging-keys';

/** GET conversations/{id}: the open thread's conversation, which may be on another page of the list. */
export const getConversation = (id: string, signal?: AbortSignal) =>
  api.get<Conversation>(`${MESSAGING_BASE}/conversations/${encodeURIComponent(id)}`, {
    signal,
    fallbackError: 'Failed to load conversation',
  });

export const conversationQuery = (id: string) =>
  queryOptions({
    queryKey: messagingKeys.conversation(id),
    queryFn: ({ signal }) => getConversation(id, signal),
  });

export const useConversation = (id: string | null) =>
  useQuery({ ...conversationQuery(id ?? ''), enabled: Boolean(id) });
