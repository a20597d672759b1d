// The ticket lists' statements and answers, one place per route's path through tickets.repository.ts
// listPage() on the base commit: the plain page (one's own list or assignments, no filter: one
// prepared statement) and the filtered page (an admin's list or any filter: the page's ids cut
// from `tickets`, joined to their names, then the count, then the booked slots). The bare side of
// tickets-page, tickets-consultant and tickets-admin-* answers through these. When the server's
// list SQL changes, change it here (`npm run bench -- tickets-admin-status --print-sql` prints
// both sides' statements and says whether they are the same).

import { counterTotalValues, FIGURES } from './admin-figures.mjs';
import {
  groupSlots,
  STATEMENTS,
  selectRows,
  TICKET_COLUMN_COUNT,
  toSlotOfTicket,
  toTicket,
} from './ticket-statements.mjs';

const DAY_MS = 24 * 60 * 60 * 1000;
/** DATE_RANGE_DAYS of the shared contracts ('today' is not measured). */
const DATE_RANGE_DAYS = { week: 7, month: 30, quarter: 90 };
/** TICKET_COUNT_CAP of the shared contracts, and the counters' owner of everyone's tickets. */
const COUNT_CAP = 10_000;
const EVERYONE_ID = '00000000-0000-0000-0000-000000000000';
const NEWEST_FIRST = '"tickets"."created_at" desc nulls last, "tickets"."id" desc nulls last';

/** The page and page size of a list's query string. */
export function pageOf(query) {
  return { page: Number(query.get('page') ?? 1), pageSize: Number(query.get('pageSize') ?? 20) };
}

/** A plain page: the prepared statement of the side, the count only past the end. */
export async function answerPlainPage(pool, { side, viewerId, viewerRole, query }) {
  const { page, pageSize } = pageOf(query);
  const rows = await selectRows(pool, STATEMENTS.plainPage(side), [
    side,
    viewerId,
    viewerId,
    pageSize,
    (page - 1) * pageSize,
  ]);
  const total =
    rows.length > 0
      ? rows[0][TICKET_COLUMN_COUNT]
      : (await selectRows(pool, STATEMENTS.plainCount(side), [side, viewerId]))[0][0];
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
 * No search: the search has no bare twin (tickets-admin.mjs).
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
  const text =
    conditions.length === 0 ? '' : conditions.length === 1 ? conditions[0] : `(${conditions.join(' and ')})`;
  return { where: text ? ` where ${text}` : '', values };
}

/** ticket-totals.ts nextUtcMidnight(): where a date range's whole days begin. */
const nextUtcMidnight = (at) => new Date(Math.ceil(at.getTime() / DAY_MS) * DAY_MS);

/**
 * ticket-totals.ts countList() for an admin: the counter rows when the filters are ones they keep
 * (everyone's, or the consultant's; status; payment status), the day counters for a date range over
 * everyone's tickets, else the matches counted up to 10,001.
 */
async function adminTotal(pool, query, now) {
  const consultantId = query.get('consultantId');
  const date = query.get('date');
  if (date && consultantId) {
    const { where, values } = adminConditions(query, now, 1);
    const [[total]] = await selectRows(
      pool,
      `select count(*)::int from (select 1 from "tickets"${where} limit $${values.length + 1}) "matches"`,
      [...values, COUNT_CAP + 1],
    );
    return { total: Math.min(total, COUNT_CAP), isTotalCapped: total > COUNT_CAP };
  }
  const owner = consultantId ? ['consultant', consultantId] : ['all', EVERYONE_ID];
  const status = query.get('status');
  const filters = { statuses: status ? [status] : null, paymentStatus: query.get('paymentStatus') || null };
  if (date) {
    const since = new Date(now.getTime() - DATE_RANGE_DAYS[date] * DAY_MS);
    const wholeDaysFrom = nextUtcMidnight(since).toISOString();
    const [, , ...kept] = counterTotalValues(owner, filters);
    const [[total]] = await selectRows(pool, FIGURES.dayRangeTotal, [
      since.toISOString(),
      wholeDaysFrom,
      ...kept,
      wholeDaysFrom.slice(0, 10),
      ...kept,
    ]);
    return { total: Number(total), isTotalCapped: false };
  }
  const [[total]] = await selectRows(pool, FIGURES.counterTotal, counterTotalValues(owner, filters));
  return { total: Number(total), isTotalCapped: false };
}

/**
 * The filtered page of an admin's list, in the server's order: the total, the page's ids, their
 * tickets (a named statement), their booked slots.
 */
export async function answerAdminPage(pool, query) {
  const { page, pageSize } = pageOf(query);
  const now = new Date();
  const counted = await adminTotal(pool, query, now);
  const { where, values } = adminConditions(query, now, 1);
  // Drizzle leaves out an offset of 0.
  const offset = (page - 1) * pageSize;
  const cut =
    offset > 0 ? `limit $${values.length + 1} offset $${values.length + 2}` : `limit $${values.length + 1}`;
  const pageIds =
    !counted.isTotalCapped && offset >= counted.total
      ? []
      : await selectRows(
          pool,
          `select "id" from "tickets"${where} order by ${NEWEST_FIRST} ${cut}`,
          offset > 0 ? [...values, pageSize, offset] : [...values, pageSize],
        );
  const rows =
    pageIds.length === 0 ? [] : await selectRows(pool, STATEMENTS.ticketsByIds, [pageIds.map(([id]) => id)]);
  const ids = rows.map((row) => row[0]);
  const slots =
    ids.length > 0 ? groupSlots(await selectRows(pool, STATEMENTS.slotsOfTickets, [ids]), now) : new Map();
  return {
    items: rows.map((row) => toTicket(row, slots.get(row[0]) ?? [], 'Admin')),
    ...counted,
    page,
    pageSize,
  };
}

/** Both sides' pages hold the same tickets, in the same order, with the same total and slots. */
export const samePage = (server, bare) =>
  server.total === bare.total &&
  server.isTotalCapped === bare.isTotalCapped &&
  server.items.length === bare.items.length &&
  server.items.every(
    (ticket, i) =>
      ticket.id === bare.items[i].id &&
      ticket.status === bare.items[i].status &&
      ticket.paymentStatus === bare.items[i].paymentStatus &&
      ticket.slots.length === bare.items[i].slots.length,
  );
