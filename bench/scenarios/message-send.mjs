// POST /api/messaging/messages: the customer sends a text message to the consultant, every
// request a new one (nextBody()), in one conversation seeded with 1,000 messages. Both sides run
// the route's statements (messaging-statements.mjs): principal, MessagingEnabled, the
// conversation, the insert, the conversation's counters and the unread-message mail queued (dropped
// when the quiet period's is already there) in one transaction, then the
// recipient's unread count (the server publishes message.created and unread.changed to the live
// hub; nobody listens here: the fan-out is measured by bench/fan-out.mjs).
//
// All sends go to ONE conversation, as a busy thread would: every transaction updates the same
// conversations row (message_count, last_message_at), so sends queue on its row lock from the
// update to the commit, on both sides alike. The consultant's unread count grows with every send
// (a count over the partial index messages_unread_idx), also alike.

import crypto from 'node:crypto';
import { seedConversation } from './messaging-data.mjs';
import { CONVERSATION, MESSAGING, toMessage, unreadNoticeValues } from './messaging-statements.mjs';
import { customerByEmail, inTransaction, selectPrincipal, selectRows } from './ticket-statements.mjs';

const TAG = 'send';
/** run.mjs --notifications=off: the server queues no mail, and neither does this side. */
const NOTIFICATIONS = process.env.BENCH_NOTIFICATIONS !== 'off';
const PATH = '/api/messaging/messages';
const signedInCustomer = customerByEmail(`bench-msg-${TAG}-customer@example.com`);

/**
 * use-cases/send-message.ts on the bare side; `publish(message, partyIds)` stands for the live
 * hub's publish to both parties after the commit (bench/fan-out-bare.mjs writes it to their
 * streams; here nobody listens). `sender` looks the sending customer up (this scenario's own by
 * default; customerByEmail).
 */
export async function sendMessage(pool, body, publish = () => {}, sender = signedInCustomer) {
  const viewer = await sender(pool);
  await selectPrincipal(pool, viewer.id);
  const [flag] = await selectRows(pool, MESSAGING.flag, ['MessagingEnabled', 1]);
  if (flag && flag[1] !== 'true') throw new Error('messaging disabled');
  const [conversation] = await selectRows(pool, MESSAGING.findConversation, [
    viewer.id,
    body.conversationId,
    viewer.id,
    viewer.id,
    1,
  ]);
  if (!conversation) throw new Error('conversation not found');
  if (!conversation[CONVERSATION.isActive]) throw new Error('conversation archived');
  const recipientId =
    viewer.id === conversation[CONVERSATION.customerId]
      ? conversation[CONVERSATION.consultantId]
      : conversation[CONVERSATION.customerId];
  const row = await inTransaction(pool, async (client) => {
    const [inserted] = await selectRows(client, MESSAGING.insertMessage, [
      conversation[CONVERSATION.id],
      viewer.id,
      viewer.name,
      recipientId,
      body.content,
      body.messageType,
    ]);
    await client.query({
      text: MESSAGING.bumpConversation,
      values: [inserted[8].toISOString(), inserted[1]],
    });
    if (NOTIFICATIONS) {
      const notice = unreadNoticeValues({
        conversationId: inserted[1],
        ticketId: conversation[CONVERSATION.ticketId],
        recipientId,
        sentAt: inserted[8],
      });
      await client.query({ text: MESSAGING.unreadNotice, values: notice });
    }
    // The recipient's new unread count travels with message.created, counted in the transaction.
    await selectRows(client, MESSAGING.countUnread, [recipientId]);
    return inserted;
  });
  const message = toMessage(row);
  publish(message, [viewer.id, recipientId]);
  return message;
}

export default {
  name: 'message-send',
  route: 'POST /api/messaging/messages',
  method: 'POST',
  // As the other writes (ticket-create, payment-verify): a transaction with a commit (an fsync)
  // per request, the framework's fixed cost a small part: 80 % of the bare rate, and 50 ms at p99
  // for a message sent.
  targets: { ratio: 0.8, p99Ms: 50 },

  async prepare(context) {
    const { customer, conversationId } = await seedConversation(context, { tag: TAG, count: 1_000 });
    const nextBody = () =>
      JSON.stringify({
        conversationId,
        content: `Bench message ${crypto.randomUUID()}: the import ran again, same RC 8.`,
        messageType: 'text',
      });
    return { path: PATH, headers: customer.headers, nextBody };
  },

  sameAnswer: (server, bare) =>
    server.id !== bare.id &&
    server.conversationId === bare.conversationId &&
    server.senderId === bare.senderId &&
    server.senderName === bare.senderName &&
    server.isRead === false &&
    bare.isRead === false &&
    JSON.stringify(Object.keys(server)) === JSON.stringify(Object.keys(bare)),

  async answer(url, pool, body) {
    if (url !== PATH || !body) return null;
    return sendMessage(pool, body);
  },
};
