import { MESSAGES_DEFAULT_PAGE_SIZE } from '@basisdesk/shared/messaging/messaging.limits';
import type { MessagePage } from '@basisdesk/shared/messaging/messaging.schema';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MESSAGING_BASE, messagingKeys } from './messaging-keys';

/** GET conversations/{id}/messages?page&pageSize: page 1 is the newest 50 (spec §9), oldest first. */
export const listMessages = (conversationId: string, page: number, signal?: AbortSignal) =>
  api.get<MessagePage>(
    `${MESSAGING_BASE}/conversations/${encodeURIComponent(conversationId)}/messages?page=${page}&pageSize=${MESSAGES_DEFAULT_PAGE_SIZE}`,
    { signal, fallbackError: 'Failed to load messages' },
  );

export const messagesQuery = (conversationId: string) =>
  infiniteQueryOptions({
    queryKey: messagingKeys.messages(conversationId),
    queryFn: ({ pageParam, signal }) => listMessages(conversationId, pageParam, signal),
    initialPageParam: 1,
    // "Load older messages" asks for the next page back in time.
    getNextPageParam: (last: MessagePage) => (last.hasMore ? last.page + 1 : undefined),
  });

export const useMessages = (conversationId: string) => useInfiniteQuery(messagesQuery(conversationId));
