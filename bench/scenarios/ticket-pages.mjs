// The ticket lists' statements and answers, one place per route's path through tickets.repository.ts
// listPage() on the base commit: the plain page (one's own list or assignments, no filter: one
// prepared statement) and the filtered page (an admin's list or any filter: the page's ids cut
// from `tickets`, joined to their names, then the count, then the booked slots). The bare side of
// tickets-page, tickets-consultant and tickets-admin-* answers through these. When the server's
// list SQL changes, change it here (`npm run bench -- tickets-admin-status --print-sql` prints
// both sides' statements and says whether they are the same).

import {
  groupSlots,
  SELECT_TICKETS,
  STATEMENTS,
  selectRows,
  TICKET_COLUMN_COUNT,
  toSlotOfTicket,
  toTicket,
} from './ticket-statements.mjs';

const DAY_MS = 24 * 60 * 60 * 1000;
/** DATE_RANGE_DAYS of the shared contracts ('today' is not measured). */
const DATE_RANGE_DAYS = { week: 7, month: 30, quarter: 90 };
const NEWEST_FIRST = '"tickets"."created_at" desc nulls last, "tickets"."id" desc nulls last';

/** db/like.ts containsPattern(): the text anywhere, its wildcards escaped. */
const containsPattern = (text) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The page and page size of a list's query string. */
export function pageOf(query) {
  return { page: Number(query.get('page') ?? 1), pageSize: Number(query.get('pageSize') ?? 20) };
}

/** A plain page: the prepared statement of the side, the count only past the end. */
export async function answerPlainPage(pool, { side, viewerId, viewerRole, query }) {
  const { page, pageSize } = pageOf(query);
  const rows = await selectRows(pool, STATEMENTS.plainPage(side), [
    viewerId,
    pageSize,
    (page - 1) * pageSize,
  ]);
  const total =
    rows.length > 0
      ? rows[0][TICKET_COLUMN_COUNT]
      : (await selectRows(pool, STATEMENTS.plainCount(side), [viewerId]))[0][0];
  const now = new Date();
  return {
    items: rows.map((row) => {
      const [id, , , consultantId] = row;
      // The slots arrive as JSON [id, start, end] after the total.
      const slots = row[TICKET_COLUMN_COUNT + 1].map(([slotId, start, end]) =>
        toSlotOfTicket([slotId, consultantId, new Date(start), new Date(end), id], now),
      );
      return toTicket(row.slice(0, TICKET_COLUMN_COUNT), slots, viewerRole);
    }),
    total: Number(total),
    isTotalCapped: false,
    page,
    pageSize,
  };
}

/**
 * ticket-filters.ts listConditions() for an admin (every ticket; payments and the consultant
 * filter seen), as Drizzle writes it: the condition's text with its values numbered from `first`.
 */
function adminConditions(query, now, first) {
  const values = [];
  const at = (value) => `$${first + values.push(value) - 1}`;
  const conditions = [];
  const date = query.get('date');
  if (date)
    conditions.push(
      `"tickets"."created_at" >= ${at(new Date(now.getTime() - DATE_RANGE_DAYS[date] * DAY_MS).toISOString())}`,
    );
  if (query.get('status')) conditions.push(`"tickets"."status" = ${at(query.get('status'))}`);
  if (query.get('paymentStatus'))
    conditions.push(`"tickets"."payment_status" = ${at(query.get('paymentStatus'))}`);
  if (query.get('consultantId'))
    conditions.push(`"tickets"."consultant_id" = ${at(query.get('consultantId'))}`);
  const search = query.get('search');
  if (search) {
    const pattern = containsPattern(search);
    const fullName = `"users"."first_name" || ' ' || "users"."last_name" ilike`;
    conditions.push(
      `("tickets"."order_number" ilike ${at(pattern)} or "tickets"."description" ilike ${at(pattern)} or ` +
        `"tickets"."sr_identifier" ilike ${at(pattern)} or "tickets"."support_type_id" in ` +
        `(select "id" from "support_types" where "support_types"."name" ilike ${at(pattern)}) or ` +
        `"tickets"."support_category_id" in (select "id" from "support_categories" where ` +
        `"support_categories"."name" ilike ${at(pattern)}) or "tickets"."customer_id" in ` +
        `(select "id" from "users" where ${fullName} ${at(pattern)}) or "tickets"."consultant_id" in ` +
        `(select "id" from "users" where ${fullName} ${at(pattern)}))`,
    );
  }
  const text =
    conditions.length === 0 ? '' : conditions.length === 1 ? conditions[0] : `(${conditions.join(' and ')})`;
  return { where: text ? ` where ${text}` : '', values };
}

/** The filtered page of an admin's list: the page, the count, the booked slots, in the server's order. */
export async function answerAdminPage(pool, query) {
  const { page, pageSize } = pageOf(query);
  const now = new Date();
  const { where, values } = adminConditions(query, now, 1);
  // Drizzle leaves out an offset of 0.
  const offset = (page - 1) * pageSize;
  const cut =
    offset > 0 ? `limit $${values.length + 1} offset $${values.length + 2}` : `limit $${values.length + 1}`;
  const rows = await selectRows(
    pool,
    `${SELECT_TICKETS} where "tickets"."id" in (select "id" from "tickets"${where} order by ${NEWEST_FIRST} ` +
      `${cut}) order by ${NEWEST_FIRST}`,
    offset > 0 ? [...values, pageSize, offset] : [...values, pageSize],
  );
  const counted = adminConditions(query, now, 1);
  const [[total]] = await selectRows(pool, `select count(*) from "tickets"${counted.where}`, counted.values);
  const ids = rows.map((row) => row[0]);
  const slots =
    ids.length > 0 ? groupSlots(await selectRows(pool, STATEMENTS.slotsOfTickets, [ids]), now) : new Map();
  return {
    items: rows.map((row) => toTicket(row, slots.get(row[0]) ?? [], 'Admin')),
    total: Number(total),
    isTotalCapped: false,
    page,
    pageSize,
  };
}

/** Both sides' pages hold the same tickets, in the same order, with the same total and slots. */
export const samePage = (server, bare) =>
  server.total === bare.total &&
  server.items.length === bare.items.length &&
  server.items.every(
    (ticket, i) =>
      ticket.id === bare.items[i].id &&
      ticket.status === bare.items[i].status &&
      ticket.paymentStatus === bare.items[i].paymentStatus &&
      ticket.slots.length === bare.items[i].slots.length,
  );
