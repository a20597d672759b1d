import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recordLiveEvents, type Thread, useMessagingKit } from '../../../test/messaging-kit';

const { published, deps } = recordLiveEvents();
const kit = useMessagingKit({ now: '2026-05-04T08:00:00.000Z', deps });
let thread: Thread;

beforeAll(async () => {
  thread = await kit.newThread();
  // The outbox refuses unread-message rows: the mail listener fails inside the message's transaction.
  await kit.database.db.execute(sql`
    CREATE FUNCTION refuse_unread_mail() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'outbox unavailable'; END $$`);
  await kit.database.db.execute(sql`
    CREATE TRIGGER refuse_unread_mail BEFORE INSERT ON notifications
    FOR EACH ROW WHEN (NEW.event = 'messages.unread') EXECUTE FUNCTION refuse_unread_mail()`);
});
afterAll(async () => {
  await kit.database.db.execute(sql`DROP TRIGGER IF EXISTS refuse_unread_mail ON notifications`);
});

async function stored() {
  const result = (await kit.database.db.execute(sql`
    SELECT (SELECT count(*)::int FROM messages WHERE conversation_id = ${thread.conversation.id}) AS messages,
           (SELECT message_count FROM conversations WHERE id = ${thread.conversation.id}) AS "messageCount",
           (SELECT count(*)::int FROM notifications WHERE event = 'messages.unread') AS mails`)) as {
    rows: Array<{ messages: number; messageCount: number; mails: number }>;
  };
  return result.rows[0];
}

it('a message whose unread mail cannot be written is not sent: no message, no mail, no live event', async () => {
  const before = await stored();
  published.length = 0;
  const response = await kit.send('POST', '/api/messaging/messages', thread.customer, {
    conversationId: thread.conversation.id,
    content: 'Lost with its mail',
    messageType: 'text',
  });
  expect(response.statusCode).toBe(500);
  expect(await stored()).toEqual(before);
  expect(published).toEqual([]);
});

it('once the mail can be written, the same message goes with its mail and its live events', async () => {
  await kit.database.db.execute(sql`DROP TRIGGER refuse_unread_mail ON notifications`);
  published.length = 0;
  const message = await kit.sendText(thread.customer, thread.conversation.id, 'Sent with its mail');
  expect(await stored()).toEqual({ messages: 1, messageCount: 1, mails: 1 });
  expect(published.map(({ event }) => event.type)).toEqual(['message.created', 'unread.changed']);
  expect(published[0]?.event.data).toEqual(message);
});
