// The data of the messaging scenarios (message-list, message-send) and of bench/fan-out.mjs: a
// customer (signed in through the API), a consultant, one ticket between them and its
// conversation, seeded in SQL with `count` messages that alternate between the two parties, a
// second apart, all read (an old, busy thread: the unread count stays small).

import { createSignedInCustomer, pickTaxonomy } from './ticket-statements.mjs';

/**
 * A signed-in customer and a consultant (SQL, not signed in), their ticket and its conversation
 * with `count` messages. Answers { customer, consultantId, conversationId }.
 */
export async function seedConversation(context, { tag, count }) {
  const { db } = context;
  const customer = await createSignedInCustomer(context, {
    email: `bench-msg-${tag}-customer@example.com`,
    firstName: 'Bench',
    lastName: 'Writer',
  });
  const taxonomy = await pickTaxonomy(db, 'messaging');
  const {
    rows: [consultant],
  } = await db.query(
    `insert into users (email, first_name, last_name, role, status, email_verified_at, hourly_rate_paise)
     values ($1, 'Consultant', 'Reader', 'Consultant', 'Active', now(), 150000) returning id`,
    [`bench-msg-${tag}-consultant@example.com`],
  );
  const {
    rows: [ticket],
  } = await db.query(
    `insert into tickets (order_number, customer_id, consultant_id, support_type_id, support_category_id,
       support_sub_option_id, priority, title, description, status, payment_status, hourly_rate_paise, booked_minutes,
       created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, 'Medium', 'Nightly transport import fails', 'The nightly transport import fails with RC 8.', 'InProgress',
       'Pending', 150000, 60, now() - interval '200 days', now() - interval '200 days')
     returning id`,
    [
      `BNCHMS1${String(Date.now() % 1e9).padStart(9, '0')}`,
      customer.id,
      consultant.id,
      taxonomy.type_id,
      taxonomy.category_id,
      taxonomy.sub_option_id,
    ],
  );
  const {
    rows: [conversation],
  } = await db.query(
    `insert into conversations (ticket_id, customer_id, consultant_id, subject, message_count, last_message_at, created_at)
     values ($1, $2, $3, 'Transport import', $4, now() - interval '1 hour', now() - interval '200 days')
     returning id`,
    [ticket.id, customer.id, consultant.id, count],
  );
  await db.query(
    `insert into messages (conversation_id, sender_id, sender_name, recipient_id, content, message_type, sent_at, read_at)
     select $1, case when n % 2 = 0 then $2::uuid else $3::uuid end,
            case when n % 2 = 0 then 'Bench Writer' else 'Consultant Reader' end,
            case when n % 2 = 0 then $3::uuid else $2::uuid end,
            'Message ' || n || ': the import log shows RC 8 at step 4; please check the transport queue.',
            'text', now() - interval '1 hour' - ($4::int - n) * interval '1 second',
            now() - interval '1 hour' - ($4::int - n) * interval '1 second' + interval '1 minute'
     from generate_series(1, $4::int) n`,
    [conversation.id, customer.id, consultant.id, count],
  );
  await db.query('analyze');
  return { customer, consultantId: consultant.id, conversationId: conversation.id };
}
