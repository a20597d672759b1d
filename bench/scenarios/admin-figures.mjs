// The admin dashboard's figures, over the big seed (bench/seed-sql.mjs):
//   admin-stats      GET /api/Admin/support-requests/stats: counts per status (all tickets), per
//                    month of the last six, and the revenue (ticket-figures.ts getStats())
//   admin-summaries  GET /api/Admin/support-requests: the first page of every ticket in brief, newest
//                    first, with the total
// The statements are those of ticket-totals.ts (countByStatus('all'), countByMonth(), getRevenue(),
// countAll()) and tickets.repository.ts listSummaries() as Drizzle sends them; keep them in step
// (--print-sql).

import {
  PAYABLE_STATUSES,
  RESOLVED_STATUSES,
  TICKET_STATUSES,
  UNPAID_PAYMENT_STATUSES,
} from '../shared-vocabulary.mjs';
import { customerByEmail, STATEMENTS, selectPrincipal, selectRows } from './ticket-statements.mjs';

const STATS_PATH = '/api/Admin/support-requests/stats';
const SUMMARIES_PATH = '/api/Admin/support-requests';
const signedInAdmin = customerByEmail('bench-admin@example.com');
const STATS_MONTHS = 6;
const NEWEST_FIRST = '"tickets"."created_at" desc nulls last, "tickets"."id" desc nulls last';

const EVERYONE = ['all', '00000000-0000-0000-0000-000000000000'];

/**
 * ticket-totals.ts: everything read from the counters the database keeps (decision 025), each a
 * named prepared statement (so, like the server's, on the generic-plan connections).
 */
export const FIGURES = {
  countByStatus: {
    name: 'ticket_counts_by_status',
    text:
      'select "status", sum("tickets") from "ticket_counts" where ("ticket_counts"."side" = $1 and ' +
      '"ticket_counts"."owner_id" = $2) group by "ticket_counts"."status"',
  },
  countByMonth: {
    name: 'ticket_month_counts_since',
    text:
      'select "month", sum("tickets") from "ticket_month_counts" where "ticket_month_counts"."month" >= $1 ' +
      'group by "ticket_month_counts"."month" order by "ticket_month_counts"."month" asc',
  },
  paymentTotals: {
    name: 'payment_totals',
    text: 'select "status", sum("payments"), sum("amount_paise") from "payment_totals" group by "payment_totals"."status"',
  },
  outstanding: {
    name: 'tickets_outstanding_paise',
    text:
      'select coalesce(sum("payable_paise"), 0) from "ticket_counts" where ("ticket_counts"."side" = $1 and ' +
      '"ticket_counts"."owner_id" = $2 and "ticket_counts"."status" in ($3, $4) and ' +
      '"ticket_counts"."payment_status" in ($5, $6))',
  },
  /** The counters' one total (ticket_counter_total): statuses and payment status null, any. */
  counterTotal: {
    name: 'ticket_counter_total',
    text:
      'select coalesce(sum("tickets"), 0) from "ticket_counts" where (("ticket_counts"."side" = $1 and ' +
      '"ticket_counts"."owner_id" = $2) and ($3::text[] is null or "ticket_counts"."status" = any($4::text[])) and ' +
      '($5::text is null or "ticket_counts"."payment_status"::text = $6::text))',
  },
  /** tickets.repository.ts listSummaries(): the page, prepared. */
  summaries: {
    name: 'ticket_summaries_page',
    text:
      'select "tickets"."id", "tickets"."order_number", "tickets"."status", "tickets"."payment_status", "tickets"."priority", ' +
      '"support_types"."name", "tickets"."customer_id", "tickets"."consultant_id", "tickets"."hourly_rate_paise", ' +
      '"tickets"."booked_minutes", "tickets"."amount_paise", "tickets"."created_at" from "tickets" ' +
      `inner join "support_types" on "support_types"."id" = "tickets"."support_type_id" order by ${NEWEST_FIRST} limit $1 offset $2`,
  },
  /**
   * Everyone's tickets since a time (ticket_day_range_total): the first, partial UTC day counted,
   * the whole days after it summed from ticket_day_counts; statuses and payment status null, any.
   */
  dayRangeTotal: {
    name: 'ticket_day_range_total',
    text:
      'select coalesce(sum("tickets"), 0) + (select count(*) from "tickets" where "created_at" >= $1::timestamptz and ' +
      '"created_at" < $2::timestamptz and (($3::text[] is null or "tickets"."status" = any($4::text[])) and ' +
      '($5::text is null or "tickets"."payment_status"::text = $6::text))) from "ticket_day_counts" where ' +
      '("ticket_day_counts"."day" >= $7::date and ($8::text[] is null or "ticket_day_counts"."status" = any($9::text[])) and ' +
      '($10::text is null or "ticket_day_counts"."payment_status"::text = $11::text))',
  },
};

/** ticket_counter_total's values: each filter twice (its null test, its comparison). */
export const counterTotalValues = ([side, ownerId], { statuses = null, paymentStatus = null } = {}) => [
  side,
  ownerId,
  statuses,
  statuses,
  paymentStatus,
  paymentStatus,
];

/** ticket-figures.ts recentMonths(): the last six months up to now's, oldest first. */
function recentMonths(now) {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const months = Array.from({ length: STATS_MONTHS }, (_, index) => {
    const at = new Date(Date.UTC(year, month - (STATS_MONTHS - 1 - index), 1));
    return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
  });
  return { months };
}

async function answerStats(pool) {
  const { months } = recentMonths(new Date());
  // As getStats(): all at once.
  const [statusRows, monthRows, paymentRows, [[outstanding]]] = await Promise.all([
    selectRows(pool, FIGURES.countByStatus, EVERYONE),
    selectRows(pool, FIGURES.countByMonth, [months[0]]),
    selectRows(pool, FIGURES.paymentTotals, []),
    selectRows(pool, FIGURES.outstanding, [...EVERYONE, ...PAYABLE_STATUSES, ...UNPAID_PAYMENT_STATUSES]),
  ]);
  const counted = new Map(statusRows.map(([status, count]) => [status, Number(count)]));
  const byStatus = TICKET_STATUSES.map((status) => ({ status, count: counted.get(status) ?? 0 }));
  const perMonth = new Map(monthRows.map(([month, count]) => [month, Number(count)]));
  const paidOf = (status) => Number(paymentRows.find((row) => row[0] === status)?.[2] ?? 0);
  // In the order of the response schema, which the server's serializer writes.
  return {
    total: byStatus.reduce((sum, row) => sum + row.count, 0),
    byStatus,
    open: byStatus
      .filter((row) => !RESOLVED_STATUSES.includes(row.status))
      .reduce((sum, row) => sum + row.count, 0),
    byMonth: months.map((month) => ({ month, count: perMonth.get(month) ?? 0 })),
    revenue: {
      paid: paidOf('captured') / 100,
      outstanding: Number(outstanding) / 100,
      refunded: paidOf('refunded') / 100,
    },
  };
}

/** The first page (20) of listSummaries(), and everyone's total beside it (X-Total-Count). */
async function answerSummaries(pool) {
  // As listSummaries(): both at once, the page first.
  const [rows] = await Promise.all([
    selectRows(pool, FIGURES.summaries, [20, 0]),
    selectRows(pool, FIGURES.counterTotal, counterTotalValues(EVERYONE)),
  ]);
  return rows.map(
    ([
      id,
      orderNumber,
      status,
      paymentStatus,
      priority,
      supportTypeName,
      customerId,
      consultantId,
      rate,
      minutes,
      amount,
      createdAt,
    ]) => ({
      id,
      orderNumber,
      status,
      paymentStatus,
      priority,
      supportTypeName,
      customerId,
      consultantId,
      totalAmount: (amount === null ? Math.round((rate * minutes) / 60) : Number(amount)) / 100,
      createdAt: createdAt.toISOString(),
    }),
  );
}

function adminFigure({ name, path, route, answer, sameAnswer }) {
  return {
    name,
    route,
    targets: { ratio: 0.8, p99Ms: 50 },
    async prepare({ session }) {
      return { path, headers: session.headers };
    },
    sameAnswer,
    async answer(url, pool) {
      if (url !== path) return null;
      const { id: adminId } = await signedInAdmin(pool);
      await selectPrincipal(pool, adminId);
      await selectRows(pool, STATEMENTS.secondFactorEnabled, [adminId, 1]);
      return answer(pool);
    },
  };
}

export const scenarios = {
  'admin-stats': adminFigure({
    name: 'admin-stats',
    path: STATS_PATH,
    route: `GET ${STATS_PATH}`,
    answer: answerStats,
    sameAnswer: (server, bare) => server.total > 0 && JSON.stringify(server) === JSON.stringify(bare),
  }),
  'admin-summaries': adminFigure({
    name: 'admin-summaries',
    path: SUMMARIES_PATH,
    route: `GET ${SUMMARIES_PATH}`,
    answer: answerSummaries,
    sameAnswer: (server, bare) =>
      server.length > 0 && server.length === bare.length && server.every((row, i) => row.id === bare[i].id),
  }),
};
