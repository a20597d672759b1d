import type { ConversationPage } from '@basisdesk/shared/messaging/messaging.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MESSAGING_BASE, messagingKeys } from './messaging-keys';

/** Spec §9: the messages screen lists conversations ten at a time. */
export const CONVERSATIONS_PAGE_SIZE = 10;

/** GET conversations?page&pageSize: the viewer's conversations, the latest message first. */
export const listConversations = (page: number, pageSize: number, signal?: AbortSignal) =>
  api.get<ConversationPage>(`${MESSAGING_BASE}/conversations?page=${page}&pageSize=${pageSize}`, {
    signal,
    fallbackError: 'Failed to load conversations',
  });

export const conversationsQuery = (page: number, pageSize = CONVERSATIONS_PAGE_SIZE) =>
  queryOptions({
    queryKey: messagingKeys.conversationList(page, pageSize),
    queryFn: ({ signal }) => listConversations(page, pageSize, signal),
    placeholderData: keepPreviousData,
  });

export const useConversations = (page: number) => useQuery(conversationsQuery(page));
