import { conversationPageSchema, conversationSchema } from '@basisdesk/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectBody } from '../../../test/expect-response';
import { type Thread, useMessagingKit } from '../../../test/messaging-kit';
import { isPostgres } from '../../../test/test-app';
import { conversations } from '../../db/schema';

const kit = useMessagingKit({ now: '2026-05-04T08:00:00.000Z' });
let thread: Thread;
const MESSAGES = 20_000;

beforeAll(async () => {
  thread = await kit.newThread();
  // A long thread, straight in the table: half of it unread by the customer.
  await kit.database.db.execute(sql`
    INSERT INTO messages (conversation_id, sender_id, sender_name, recipient_id, content, message_type, sent_at, read_at)
    SELECT ${thread.conversation.id}, ${thread.consultant.id}, 'Consultant', ${thread.customer.id}, 'Message ' || n, 'text',
           now() - (n || ' seconds')::interval, CASE WHEN n % 2 = 0 THEN now() END
    FROM generate_series(1, ${MESSAGES}) AS n`);
  await kit.database.db.execute(
    sql`UPDATE conversations SET message_count = ${MESSAGES}, last_message_at = now() WHERE id = ${thread.conversation.id}`,
  );
  await kit.database.db.execute(sql`ANALYZE messages`);
});

// What these reads cost (their plans) is proven in messaging.plans.test.ts, on PostgreSQL.
describe('a long thread', () => {
  it('the unread count counts every unread message addressed to the reader', async () => {
    const count = await kit.send('GET', '/api/messaging/unread-count', thread.customer);
    expect(count.json()).toEqual({ unreadCount: MESSAGES / 2 });
  });

  it('the latest page holds the newest messages, oldest first, and the total from the counter', async () => {
    const page = await kit.send(
      'GET',
      `/api/messaging/conversations/${thread.conversation.id}/messages`,
      thread.customer,
    );
    const body = page.json();
    expect(body.totalCount).toBe(MESSAGES);
    expect(body.items.at(-1).content).toBe('Message 1');
    expect(body.items[0].content).toBe('Message 50');
  });

  it('an older page (before=…) continues right after the message it names', async () => {
    const first = (
      await kit.send(
        'GET',
        `/api/messaging/conversations/${thread.conversation.id}/messages?pageSize=3`,
        thread.customer,
      )
    ).json();
    const older = (
      await kit.send(
        'GET',
        `/api/messaging/conversations/${thread.conversation.id}/messages?pageSize=3&before=${first.items[0].id}`,
        thread.customer,
      )
    ).json();
    expect(older.items.map((message: { content: string }) => message.content)).toEqual([
      'Message 6',
      'Message 5',
      'Message 4',
    ]);
    expect(older.hasMore).toBe(true);
  });

  it("the list shows the reader's unread count per conversation", async () => {
    const list = expectBody(
      await kit.send('GET', '/api/messaging/conversations', thread.customer),
      200,
      conversationPageSchema,
    );
    expect(list.items[0]?.unreadCount).toBe(MESSAGES / 2);
  });
});

describe.runIf(isPostgres())('concurrency on PostgreSQL', () => {
  it('ten concurrent for-order calls create one conversation', async () => {
    const types = await kit.taxonomy();
    const consultant = await kit.newConsultant({ skills: [{ typeId: types.typeId }] });
    const customer = await kit.newCustomer();
    const ticket = await kit.book(customer, consultant, types);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        kit.send(
          'POST',
          `/api/messaging/conversations/for-order/${ticket.id}`,
          n % 2 ? consultant : customer,
        ),
      ),
    );
    const ids = new Set(responses.map((response) => expectBody(response, 200, conversationSchema).id));
    expect(ids.size).toBe(1);
    const stored = await kit.database.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.ticketId, ticket.id));
    expect(stored).toHaveLength(1);
  });

  it('concurrent messages keep the count exact', async () => {
    const busy = await kit.newThread();
    await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        kit.sendText(n % 2 ? busy.customer : busy.consultant, busy.conversation.id, `Parallel ${n}`),
      ),
    );
    const page = await kit.send(
      'GET',
      `/api/messaging/conversations/${busy.conversation.id}/messages`,
      busy.customer,
    );
    expect(page.json().totalCount).toBe(20);
    expect(page.json().items).toHaveLength(20);
  });
});
