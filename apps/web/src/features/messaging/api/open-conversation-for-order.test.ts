import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messagingKeys } from './messaging-keys';
import { CONVERSATION_BY_ORDER_STALE_MS, conversationForOrderQuery } from './open-conversation-for-order';

const conversation = { id: 'c-1', orderId: 'o-1', isActive: true };
const NOW = Date.UTC(2026, 4, 4, 8, 0, 0);

let asked: string[];
let queryClient: QueryClient;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  asked = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    asked.push(`${init.method} ${url}`);
    return Response.json(conversation);
  });
  queryClient = new QueryClient();
});

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("a ticket's conversation by order (spec §9: stale after 5 minutes)", () => {
  it('is kept fresh for 5 minutes under its own key', () => {
    const options = conversationForOrderQuery('o-1', queryClient);
    expect(CONVERSATION_BY_ORDER_STALE_MS).toBe(5 * 60 * 1000);
    expect(options.staleTime).toBe(CONVERSATION_BY_ORDER_STALE_MS);
    expect(options.queryKey).toEqual(messagingKeys.conversationForOrder('o-1'));
  });

  it('asks the server once within the 5 minutes, and again after them', async () => {
    const url = 'POST /api/messaging/conversations/for-order/o-1';
    expect(await queryClient.fetchQuery(conversationForOrderQuery('o-1', queryClient))).toEqual(conversation);
    vi.setSystemTime(NOW + CONVERSATION_BY_ORDER_STALE_MS - 1000);
    await queryClient.fetchQuery(conversationForOrderQuery('o-1', queryClient));
    expect(asked).toEqual([url]);
    vi.setSystemTime(NOW + CONVERSATION_BY_ORDER_STALE_MS + 1000);
    await queryClient.fetchQuery(conversationForOrderQuery('o-1', queryClient));
    expect(asked).toEqual([url, url]);
  });

  it("hands the thread its conversation, and a live conversation change leaves the order's answer fresh", async () => {
    await queryClient.fetchQuery(conversationForOrderQuery('o-1', queryClient));
    // The thread reads the conversation under its own key, which live events keep current.
    expect(queryClient.getQueryData(messagingKeys.conversation('c-1'))).toEqual(conversation);
    await queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
    await queryClient.fetchQuery(conversationForOrderQuery('o-1', queryClient));
    expect(asked).toHaveLength(1);
  });
});
