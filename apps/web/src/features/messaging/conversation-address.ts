/** `?conversation={id}` opens a thread; `?orderId={id}` opens (or starts) the ticket's (spec §2). */
export const CONVERSATION_PARAM = 'conversation';
export const ORDER_PARAM = 'orderId';

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const readId = (value: string | null) => (value && ID.test(value.trim()) ? value.trim().toLowerCase() : null);

/**
 * What the address asks for: a conversation wins over an order; an order alone asks for the
 * ticket's conversation to be opened or created. A hand-edited value that is no id is ignored.
 */
export function readConversationAddress(search: URLSearchParams): {
  conversationId: string | null;
  orderIdToOpen: string | null;
} {
  const conversationId = readId(search.get(CONVERSATION_PARAM));
  return { conversationId, orderIdToOpen: conversationId ? null : readId(search.get(ORDER_PARAM)) };
}

/** The address with this conversation open (null: the list): the order is dropped, other keys kept. */
export function withConversation(search: URLSearchParams, conversationId: string | null): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete(ORDER_PARAM);
  if (conversationId) next.set(CONVERSATION_PARAM, conversationId);
  else next.delete(CONVERSATION_PARAM);
  return next;
}
