// GET /api/SupportRequests/counts/user: the dashboard's per-status counts of a customer's tickets,
// as tickets-page's customer (the big seed's customer 0: N / customers tickets, 50 by default).

import { STATEMENTS, selectRows } from './ticket-statements.mjs';
import { prepareTicketData, signedInCustomer } from './tickets-page.mjs';

const PATH = '/api/SupportRequests/counts/user';

/** repo.countByStatus({ customerId }) as Drizzle sends it (not prepared). */
const COUNT_BY_STATUS =
  'select "ticket_statuses"."code", count("tickets"."id")::int from "ticket_statuses" ' +
  'left join "tickets" on ("tickets"."status" = "ticket_statuses"."code" and "tickets"."customer_id" = $1) ' +
  'group by "ticket_statuses"."code", "ticket_statuses"."sort_order" order by "ticket_statuses"."sort_order" asc';

export default {
  name: 'ticket-counts',
  route: `GET ${PATH}`,
  targets: { ratio: 0.8, p99Ms: 50 },

  async prepare(context) {
    const customer = await prepareTicketData(context);
    return { path: PATH, headers: customer.headers };
  },

  sameAnswer: (server, bare) =>
    server.total > 0 &&
    server.total === bare.total &&
    server.byStatus.every(
      (row, i) => row.status === bare.byStatus[i].status && row.count === bare.byStatus[i].count,
    ),

  /** The route's statements: the auth guard's read of the person, then the grouped count. */
  async answer(url, pool) {
    if (url !== PATH) return null;
    const { id: customerId } = await signedInCustomer(pool);
    await selectRows(pool, STATEMENTS.principal, [customerId, 1]);
    const rows = await selectRows(pool, COUNT_BY_STATUS, [customerId]);
    const byStatus = rows.map(([status, count]) => ({ status, count: Number(count) }));
    return { total: byStatus.reduce((sum, row) => sum + row.count, 0), byStatus };
  },
};
