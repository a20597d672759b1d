import { conversationPageSchema, conversationSchema } from '@basisdesk/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectBody } from '../../../test/expect-response';
import { type Thread, useMessagingKit } from '../../../test/messaging-kit';
import { isPostgres } from '../../../test/test-app';

const kit = useMessagingKit({ now: '2026-05-04T08:00:00.000Z' });
let thread: Thread;
const MESSAGES = 20_000;

/** The rows of a raw query, whichever driver ran it (pg answers `{ rows }`, PGlite too). */
async function rowsOf<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  const result: unknown = await kit.database.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}

/** The plan PostgreSQL picks for a query, as text. */
async function planOf(query: ReturnType<typeof sql>): Promise<string> {
  const rows = await rowsOf<Record<string, string>>(sql`EXPLAIN ${query}`);
  return rows.map((row) => Object.values(row)[0]).join('\n');
}

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

describe('reads that stay cheap as threads grow', () => {
  it('the unread count is one range of the partial index messages_unread_idx', async () => {
    const plan = await planOf(
      sql`SELECT count(*) FROM messages WHERE recipient_id = ${thread.customer.id} AND read_at IS NULL`,
    );
    expect(plan).toMatch(/messages_unread_idx/);
    expect(plan).not.toMatch(/Seq Scan/);
    const count = await kit.send('GET', '/api/messaging/unread-count', thread.customer);
    expect(count.json()).toEqual({ unreadCount: MESSAGES / 2 });
  });

  it('the latest page of a long thread reads from the (conversation_id, sent_at, id) index, and counts nothing', async () => {
    const plan = await planOf(
      sql`SELECT * FROM messages WHERE conversation_id = ${thread.conversation.id} ORDER BY sent_at DESC, id DESC LIMIT 50`,
    );
    expect(plan).toMatch(/messages_conversation_sent_idx/);
    expect(plan).not.toMatch(/Sort|Seq Scan/);
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

  it('an older page (before=…) is a keyset range of the same index, as cheap deep in the thread', async () => {
    const first = (
      await kit.send(
        'GET',
        `/api/messaging/conversations/${thread.conversation.id}/messages?pageSize=3`,
        thread.customer,
      )
    ).json();
    const deep = await planOf(
      sql`SELECT * FROM messages WHERE conversation_id = ${thread.conversation.id}
          AND (sent_at, id) < (SELECT m.sent_at, m.id FROM messages m WHERE m.id = ${first.items[0].id})
          ORDER BY sent_at DESC, id DESC LIMIT 51`,
    );
    expect(deep).toMatch(/messages_conversation_sent_idx/);
    expect(deep).not.toMatch(/Sort|Seq Scan on messages {2}/);
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

  it("the list's per-conversation unread counts come from the same index", async () => {
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
    const [row] = await rowsOf<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM conversations WHERE ticket_id = ${ticket.id}`,
    );
    expect(row?.n).toBe(1);
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
