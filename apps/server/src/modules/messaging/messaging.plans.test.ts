// Every conversation list and thread costs what its page costs: with a conversation on each of
// 40,000 tickets and a thread of 20,000 messages, the routes read conversations and messages only
// through indexes, first page and deep. The SQL checked is the SQL the route ran (captured at the
// pool), explained with its values. PostgreSQL only: the plans are PostgreSQL's.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBookingKit } from '../../../test/booking-kit';
import { bulkLoad } from '../../../test/bulk-load';
import { type ExplainedStatement, plansOfRequest, seqScansOf } from '../../../test/query-plans';
import { isPostgres } from '../../../test/test-app';
import type { TokenHolder } from '../../../test/test-tokens';
import { seededPerson, seedTicketVolume } from '../../../test/ticket-volume';

const NOW = '2031-05-12T08:10:00.000Z';
const TICKETS = 40_000;
const MESSAGES = 20_000;

describe.skipIf(!isPostgres())(`conversations on ${TICKETS.toLocaleString('en')} tickets`, () => {
  const kit = useBookingKit({ now: NOW });
  const people = {} as Record<'customer' | 'consultant', TokenHolder>;
  let threadId = '';

  beforeAll(async () => {
    const { db } = kit.database;
    const taxonomy = await kit.newTaxonomy({ typeName: 'SAP BASIS' });
    const consultant = await kit.newConsultant({ skills: [{ typeId: taxonomy.typeId }] });
    const template = await kit.book(await kit.newCustomer(), consultant, taxonomy);
    await seedTicketVolume(kit.database, {
      tickets: TICKETS,
      customers: 400,
      consultants: 60,
      template: template.id,
      now: new Date(NOW),
    });
    // A conversation on every ticket; one in ten has no message yet (last_message_at null, listed last).
    await bulkLoad(kit.database, (bulk) =>
      bulk.execute(sql`
      insert into conversations (ticket_id, customer_id, consultant_id, subject, message_count, last_message_at, created_at)
      select id, customer_id, consultant_id, 'Ticket ' || order_number,
             case when row_number() over (order by id) % 10 = 0 then 0 else 1 end,
             case when row_number() over (order by id) % 10 = 0 then null else created_at + interval '2 hours' end,
             created_at
      from tickets where consultant_id is not null
      on conflict (ticket_id) do nothing`),
    );
    people.customer = await seededPerson(db, 'Customer');
    people.consultant = await seededPerson(db, 'Consultant');
    const thread = (await db.execute(sql`
      select id, consultant_id from conversations where customer_id = ${people.customer.id}
      order by last_message_at desc nulls last limit 1`)) as unknown as {
      rows: Array<{ id: string; consultant_id: string }>;
    };
    const [conversation] = thread.rows;
    if (!conversation) throw new Error('the customer has no conversation');
    threadId = conversation.id;
    // A long thread: every other message still unread by the customer.
    await bulkLoad(kit.database, (bulk) =>
      bulk.execute(sql`
      insert into messages (conversation_id, sender_id, sender_name, recipient_id, content, message_type, sent_at, read_at)
      select ${threadId}, ${conversation.consultant_id}, 'Consultant', ${people.customer.id}, 'Message ' || n, 'text',
             ${NOW}::timestamptz - (n || ' seconds')::interval, case when n % 2 = 0 then now() end
      from generate_series(1, ${MESSAGES}::int) as n`),
    );
    await db.execute(sql`update conversations set message_count = ${MESSAGES} where id = ${threadId}`);
    await db.execute(sql`analyze conversations`);
    await db.execute(sql`analyze messages`);
  }, 180_000);

  const plansOf = (caller: TokenHolder, table: string, path: string) =>
    plansOfRequest(kit.database.db, table, () => kit.send('GET', path, caller));

  /** No sequential scan of the table, and at least one statement that read it (else nothing was checked). */
  function expectIndexedReads(plans: ExplainedStatement[], table: string) {
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) expect(seqScansOf(plan.nodes, table), plan.sql).toEqual([]);
  }

  /**
   * Every Sort sorts at most `rows` rows: what the page reaches on each side of a participant's
   * list (offset + page size, twice), never the whole list. A list read in its index's order sorts nothing.
   */
  function expectSortsAtMost(plans: ExplainedStatement[], rows: number) {
    for (const plan of plans) {
      const sorts = plan.nodes.filter(
        (node) => node['Node Type'] === 'Sort' || node['Node Type'] === 'Incremental Sort',
      );
      expect(
        sorts.filter((node) => Number(node['Plan Rows']) > rows),
        plan.sql,
      ).toEqual([]);
    }
  }

  it.each([
    ['customer', '/api/messaging/conversations', 40],
    ['customer', '/api/messaging/conversations?page=3&pageSize=10', 60],
    ['consultant', '/api/messaging/conversations', 40],
    ['consultant', '/api/messaging/conversations?page=5', 200],
  ] as const)(
    'the %s: %s reads conversations through their indexes, sorting at most %i rows',
    async (who, path, rows) => {
      const plans = await plansOf(people[who], 'conversations', path);
      expectIndexedReads(plans, 'conversations');
      expectSortsAtMost(plans, rows);
    },
  );

  it.each(['/api/messaging/conversations', '/api/messaging/conversations?page=200'])(
    'the admin: %s reads conversations through the recent index, the total counted no further than the cap',
    async (path) => {
      const plans = await plansOf(kit.admin, 'conversations', path);
      expectIndexedReads(plans, 'conversations');
      expectSortsAtMost(plans, 0);
      const page = (await kit.send('GET', path, kit.admin)).json();
      expect(page).toMatchObject({ totalCount: 10_000, isTotalCapped: true });
    },
  );

  it("the thread's latest page and an older one read messages through (conversation_id, sent_at, id)", async () => {
    const latest = await plansOf(
      people.customer,
      'messages',
      `/api/messaging/conversations/${threadId}/messages`,
    );
    expectIndexedReads(latest, 'messages');
    expectSortsAtMost(latest, 0);
    const first = (
      await kit.send('GET', `/api/messaging/conversations/${threadId}/messages?pageSize=3`, people.customer)
    ).json();
    const older = await plansOf(
      people.customer,
      'messages',
      `/api/messaging/conversations/${threadId}/messages?pageSize=3&before=${first.items[0].id}`,
    );
    expectIndexedReads(older, 'messages');
    expectSortsAtMost(older, 0);
  });

  it('the unread count reads the partial index messages_unread_idx', async () => {
    const plans = await plansOf(people.customer, 'messages', '/api/messaging/unread-count');
    expectIndexedReads(plans, 'messages');
    expect(
      plans.some((plan) => plan.nodes.some((node) => node['Index Name'] === 'messages_unread_idx')),
    ).toBe(true);
  });
});
