// The admin dashboard's figures, over the big seed (bench/seed-sql.mjs):
//   admin-stats      GET /api/Admin/support-requests/stats: counts per status (all tickets), per
//                    month of the last six, and the revenue (ticket-figures.ts getStats())
//   admin-summaries  GET /api/Admin/support-requests: every ticket in brief, newest first (on the
//                    base commit unpaged: at a million it answers a million rows; not for 1M runs)
// The statements are those of tickets.repository.ts countByStatus('all'), countByMonth(),
// getRevenue() and listSummaries() as Drizzle sends them; keep them in step (--print-sql).

import { customerByEmail, STATEMENTS, selectRows } from './ticket-statements.mjs';

const STATS_PATH = '/api/Admin/support-requests/stats';
const SUMMARIES_PATH = '/api/Admin/support-requests';
const signedInAdmin = customerByEmail('bench-admin@example.com');
const STATS_MONTHS = 6;
/** CLOSING_STATUSES and Paid: not open on the dashboard. */
const DONE_STATUSES = ['Completed', 'Closed', 'TopicClosed', 'Paid'];
const NEWEST_FIRST = '"tickets"."created_at" desc nulls last, "tickets"."id" desc nulls last';
const TO_MONTH = `to_char("tickets"."created_at" at time zone 'UTC', 'YYYY-MM')`;
const PAYABLE =
  'coalesce( nullif(coalesce("tickets"."amount_paise", round("tickets"."hourly_rate_paise" * "tickets"."booked_minutes" / 60.0)), 0), 10000)';

export const FIGURES = {
  countAll:
    'select "ticket_statuses"."code", count("tickets"."id")::int from "ticket_statuses" ' +
    'left join "tickets" on "tickets"."status" = "ticket_statuses"."code" ' +
    'group by "ticket_statuses"."code", "ticket_statuses"."sort_order" order by "ticket_statuses"."sort_order" asc',
  // Drizzle writes the select's column bare and the group by's qualified.
  countByMonth:
    `select to_char("created_at" at time zone 'UTC', 'YYYY-MM'), count(*)::int from "tickets" ` +
    `where "tickets"."created_at" >= $1 group by ${TO_MONTH}`,
  revenue:
    'select (select coalesce(sum("payments"."amount_paise"), 0)::text from "payments" where "payments"."status" = $1) as paid, ' +
    '(select coalesce(sum("payments"."amount_paise"), 0)::text from "payments" where "payments"."status" = $2) as refunded, ' +
    `(select coalesce(sum(${PAYABLE}), 0)::text from "tickets" where "tickets"."status" in ($3, $4) ` +
    `and "tickets"."payment_status" in ('Pending', 'Failed')) as outstanding`,
  summaries:
    'select "tickets"."id", "tickets"."order_number", "tickets"."status", "tickets"."payment_status", "tickets"."priority", ' +
    '"support_types"."name", "tickets"."customer_id", "tickets"."consultant_id", "tickets"."hourly_rate_paise", ' +
    '"tickets"."booked_minutes", "tickets"."amount_paise", "tickets"."created_at" from "tickets" ' +
    `inner join "support_types" on "support_types"."id" = "tickets"."support_type_id" order by ${NEWEST_FIRST}`,
};

/** ticket-figures.ts recentMonths(): the last six months up to now's, oldest first, and the first's start. */
function recentMonths(now) {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const months = Array.from({ length: STATS_MONTHS }, (_, index) => {
    const at = new Date(Date.UTC(year, month - (STATS_MONTHS - 1 - index), 1));
    return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
  });
  return { months, since: new Date(Date.UTC(year, month - (STATS_MONTHS - 1), 1)) };
}

async function answerStats(pool) {
  const { months, since } = recentMonths(new Date());
  // As getStats(): the three at once.
  const [byStatusRows, monthRows, [revenue]] = await Promise.all([
    selectRows(pool, FIGURES.countAll, []),
    selectRows(pool, FIGURES.countByMonth, [since.toISOString()]),
    selectRows(pool, FIGURES.revenue, ['captured', 'refunded', 'Closed', 'TopicClosed']),
  ]);
  const byStatus = byStatusRows.map(([status, count]) => ({ status, count: Number(count) }));
  const perMonth = new Map(monthRows.map(([month, count]) => [month, Number(count)]));
  // In the order of the response schema, which the server's serializer writes.
  return {
    total: byStatus.reduce((sum, row) => sum + row.count, 0),
    byStatus,
    open: byStatus
      .filter((row) => !DONE_STATUSES.includes(row.status))
      .reduce((sum, row) => sum + row.count, 0),
    byMonth: months.map((month) => ({ month, count: perMonth.get(month) ?? 0 })),
    revenue: {
      paid: Number(revenue[0]) / 100,
      outstanding: Number(revenue[2]) / 100,
      refunded: Number(revenue[1]) / 100,
    },
  };
}

async function answerSummaries(pool) {
  const rows = await selectRows(pool, FIGURES.summaries, []);
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
    targets: { ratio: 0.5, p99Ms: 100 },
    async prepare({ session }) {
      return { path, headers: session.headers };
    },
    sameAnswer,
    async answer(url, pool) {
      if (url !== path) return null;
      const { id: adminId } = await signedInAdmin(pool);
      await selectRows(pool, STATEMENTS.principal, [adminId, 1]);
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
