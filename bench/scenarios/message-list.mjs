// GET /api/messaging/conversations/{id}/messages: the newest page of 50 of a conversation seeded
// in SQL with 100,000 messages (the thread a participant opens). Both sides run the route's
// statements (messaging-statements.mjs): the auth guard's principal, the MessagingEnabled flag,
// the conversation with the reader's unread count, the page plus one, its attachments.

import { seedConversation } from './messaging-data.mjs';
import { CONVERSATION, MESSAGING, toMessage } from './messaging-statements.mjs';
import { customerByEmail, selectPrincipal, selectRows } from './ticket-statements.mjs';

const MESSAGES = 100_000;
const PAGE_SIZE = 50;
const TAG = 'list';
const signedInCustomer = customerByEmail(`bench-msg-${TAG}-customer@example.com`);
const PATTERN = /^\/api\/messaging\/conversations\/([0-9a-f-]{36})\/messages\?page=(\d+)&pageSize=(\d+)$/;

export default {
  name: 'message-list',
  route: 'GET /api/messaging/conversations/{id}/messages',
  // As the other GETs (tickets-page): a handful of indexed reads, the framework's share is larger.
  targets: { ratio: 0.5, p99Ms: 50 },

  async prepare(context) {
    const { customer, conversationId } = await seedConversation(context, { tag: TAG, count: MESSAGES });
    return {
      path: `/api/messaging/conversations/${conversationId}/messages?page=1&pageSize=${PAGE_SIZE}`,
      headers: customer.headers,
    };
  },

  sameAnswer: (server, bare) =>
    server.items.length === PAGE_SIZE &&
    server.totalCount === MESSAGES &&
    JSON.stringify(server) === JSON.stringify(bare),

  async answer(url, pool) {
    const match = PATTERN.exec(url);
    if (!match) return null;
    const [, conversationId, pageText, pageSizeText] = match;
    const page = Number(pageText);
    const pageSize = Number(pageSizeText);
    const { id: viewerId } = await signedInCustomer(pool);
    await selectPrincipal(pool, viewerId);
    const [flag] = await selectRows(pool, MESSAGING.flag, ['MessagingEnabled', 1]);
    if (flag && flag[1] !== 'true') throw new Error('messaging disabled');
    const [conversation] = await selectRows(pool, MESSAGING.findConversation, [
      viewerId,
      conversationId,
      viewerId,
      viewerId,
      1,
    ]);
    if (!conversation) return null;
    const fetched = await selectRows(pool, MESSAGING.listMessages, [
      conversation[CONVERSATION.id],
      pageSize + 1,
      0,
    ]);
    const rows = fetched.slice(0, pageSize);
    const ids = rows.map((row) => row[0]);
    const attachments = ids.length > 0 ? await selectRows(pool, MESSAGING.listAttachments, [ids]) : [];
    if (attachments.length > 0) throw new Error('the bench seeds no attachments');
    const total = conversation[CONVERSATION.messageCount];
    return {
      items: rows.reverse().map(toMessage),
      page,
      pageSize,
      totalCount: total,
      totalPages: Math.ceil(total / pageSize),
      hasMore: fetched.length > pageSize,
    };
  },
};
