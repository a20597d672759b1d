// PUT /api/SupportRequests/:orderId/status: a consultant starts work on a new request (New → In
// Progress, with a comment). Every request moves a DIFFERENT seeded ticket: the same ticket twice
// would measure the refusal of a change already made. nextPath() hands out one ticket per request,
// to the bare server and the real one alike, and nextHeaders() the sign-in of its consultant.

import {
  groupSlots,
  inTransaction,
  pickTaxonomy,
  STATEMENTS,
  selectRows,
  signInSeeded,
  toTicket,
} from './ticket-statements.mjs';
import { changeStatusInTransaction } from './ticket-status-statements.mjs';

/** Consultants of the big seed (bench/seed-sql.mjs) who move their own tickets, in turn. */
const CONSULTANTS = 10;
/**
 * The most either side is expected to change per second (measured on the 2-core bench machine:
 * about 200/s for both); 2,000/s with MARGIN leaves room for a machine several times faster.
 */
const EXPECTED_MAX_RATE = 2_000;
const MARGIN = 1.5;
const SIDES = 2;
const CHECK_REQUESTS = 2;
const FROM = 'New';
const TO = 'InProgress';
const COMMENT = 'Started on the analysis: the transport logs are attached to the next update.';
const ROUTE = /^\/api\/SupportRequests\/([0-9a-f-]{36})\/status$/;

/** The claims of the request's token (the server verifies it first): its person. */
function claimsOf(headers) {
  const token = String(headers.authorization ?? '').replace(/^Bearer /, '');
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

/**
 * `count` New tickets of the seed's customers, spread over the consultants in turn, in SQL.
 * Answers [ticket id, consultant index] in the order they are handed out.
 */
async function seed(db, { consultantIds, taxonomy, count }) {
  const { rows } = await db.query(
    `with customers as (
       select id, row_number() over (order by email) - 1 as n from users
       where role = 'Customer' and email like 'seed-customer-%' limit 1000)
     insert into tickets (order_number, customer_id, consultant_id, support_type_id, support_category_id,
       support_sub_option_id, priority, title, description, status, payment_status, hourly_rate_paise,
       booked_minutes, created_at, updated_at)
     select 'BNCHST2' || lpad(g.n::text, 9, '0'), c.id, ($1::uuid[])[1 + g.n % $2::int], $3, $4, $5, 'High',
            'Central instance kernel panic',
            'The central instance stops with a kernel panic after the last support package.', $6, 'Pending',
            160000, 60, now() - interval '1 hour', now() - interval '1 hour'
     from generate_series(0, $7::int - 1) g(n)
     join customers c on c.n = g.n % 1000
     returning id, consultant_id`,
    [
      consultantIds,
      consultantIds.length,
      taxonomy.type_id,
      taxonomy.category_id,
      taxonomy.sub_option_id,
      FROM,
      count,
    ],
  );
  return rows.map((row) => [row.id, consultantIds.indexOf(row.consultant_id)]);
}

/**
 * use-cases/change-status.ts for a consultant's change New → In Progress with a comment: the ticket
 * read as they may see it, the change under its expected status with its history entry and what
 * the listeners of `ticket.status-changed` write in the same transaction, then the ticket read
 * back. A refusal is thrown: the bare server answers 500 and the run is refused.
 */
async function changeStatus(pool, ticketId, body, headers) {
  const { sub, sid } = claimsOf(headers);
  const [actor] = await selectRows(pool, STATEMENTS.principal, [sid, sub, 1]);
  if (actor?.[4] !== 'Consultant') throw new Error('no signed-in consultant');
  const [ticket] = await selectRows(pool, STATEMENTS.findVisibleToConsultant, [ticketId, sub, 1]);
  if (!ticket) throw new Error('ticket not visible');
  if (ticket[11] !== FROM || body.status !== TO) throw new Error('not a change the bench makes');
  await inTransaction(pool, (client) =>
    changeStatusInTransaction(client, { actor, ticket, from: FROM, to: TO, comment: body.comment }),
  );
  const [after] = await selectRows(pool, STATEMENTS.findVisibleToConsultant, [ticketId, sub, 1]);
  const booked = groupSlots(await selectRows(pool, STATEMENTS.slotsOfTickets, [[ticketId]]), new Date());
  return toTicket(after, booked.get(ticketId) ?? [], 'Consultant');
}

export default {
  name: 'ticket-status',
  route: 'PUT /api/SupportRequests/:orderId/status',
  method: 'PUT',
  status: 200,
  // As the other writes: one transaction with a commit per request (the change, its history, the
  // audit entry, the customer's mail in the outbox, the live event), where the framework's fixed
  // cost is a small part: 80 % of the bare rate, and 50 ms at p99 for a change the consultant
  // waits on.
  targets: { ratio: 0.8, p99Ms: 50 },

  async prepare(context) {
    const { db, secondsOfLoad } = context;
    const needed = Math.ceil(EXPECTED_MAX_RATE * secondsOfLoad * SIDES * MARGIN) + CHECK_REQUESTS;
    const consultants = [];
    for (let n = 0; n < CONSULTANTS; n++) consultants.push(await signInSeeded(context, 'consultant', n));
    const taxonomy = await pickTaxonomy(db, 'ticket-status');
    const tickets = await seed(db, {
      consultantIds: consultants.map((consultant) => consultant.id),
      taxonomy,
      count: needed,
    });
    await db.query('analyze tickets');

    let next = -1;
    let warned = false;
    /** A fresh ticket per request; when none is left, an unknown one, so the run says so. */
    const nextPath = () => {
      next += 1;
      if (!tickets[next] && !warned) {
        warned = true;
        console.log(`  ticket-status: all ${tickets.length} tickets are moved; raise EXPECTED_MAX_RATE`);
      }
      return `/api/SupportRequests/${tickets[next]?.[0] ?? crypto.randomUUID()}/status`;
    };
    /** The sign-in of the consultant of the ticket nextPath() handed out last. */
    const nextHeaders = () => consultants[tickets[next]?.[1] ?? 0].headers;
    const nextBody = () => JSON.stringify({ status: TO, comment: COMMENT, hoursWorked: null });
    return { path: '/api/SupportRequests/status', headers: {}, nextPath, nextHeaders, nextBody };
  },

  // Each side moves a ticket of its own (on the embedded database, the server's answer is checked alone).
  sameAnswer: (server, bare) =>
    server.status === TO &&
    bare.status === TO &&
    (server === bare || server.id !== bare.id) &&
    server.paymentStatus === undefined &&
    JSON.stringify(Object.keys(server).sort()) === JSON.stringify(Object.keys(bare).sort()),

  async answer(url, pool, body, headers) {
    const ticketId = ROUTE.exec(url)?.[1];
    if (!ticketId || !body) return null;
    return changeStatus(pool, ticketId, body, headers);
  },
};
