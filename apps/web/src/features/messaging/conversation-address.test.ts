import { describe, expect, it } from 'vitest';
import { readConversationAddress, withConversation } from './conversation-address';
import { uuid } from './test-fixtures';

const CONVERSATION = uuid(1);
const ORDER = uuid(2);

describe('readConversationAddress', () => {
  it('opens the conversation named, whatever the order says', () => {
    expect(
      readConversationAddress(new URLSearchParams(`conversation=${CONVERSATION}&orderId=${ORDER}`)),
    ).toEqual({
      conversationId: CONVERSATION,
      orderIdToOpen: null,
    });
  });

  it("asks for the order's conversation when there is no conversation", () => {
    expect(readConversationAddress(new URLSearchParams(`orderId=${ORDER.toUpperCase()}`))).toEqual({
      conversationId: null,
      orderIdToOpen: ORDER,
    });
  });

  it('ignores values that are not ids', () => {
    expect(readConversationAddress(new URLSearchParams('conversation=abc&orderId=1'))).toEqual({
      conversationId: null,
      orderIdToOpen: null,
    });
  });
});

describe('withConversation', () => {
  it('swaps the order for the conversation and keeps the page', () => {
    const next = withConversation(new URLSearchParams(`orderId=${ORDER}&page=2`), CONVERSATION);
    expect(next.toString()).toBe(`page=2&conversation=${CONVERSATION}`);
  });

  it('goes back to the list', () => {
    expect(
      withConversation(new URLSearchParams(`conversation=${CONVERSATION}&page=2`), null).toString(),
    ).toBe('page=2');
  });
});
