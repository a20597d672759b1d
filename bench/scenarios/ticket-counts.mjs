// GET /api/SupportRequests/counts/user: the dashboard's per-status counts of a customer's tickets,
// as tickets-page's customer (the big seed's customer 0: N / customers tickets, 50 by default),
// read from the customer's counter rows (ticket-totals.ts countByStatus).

import { TICKET_STATUSES } from '../shared-vocabulary.mjs';
import { FIGURES } from './admin-figures.mjs';
import { selectPrincipal, selectRows } from './ticket-statements.mjs';
import { prepareTicketData, signedInCustomer } from './tickets-page.mjs';

const PATH = '/api/SupportRequests/counts/user';

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

  /** The route's statements: the auth guard's read of the person, then the customer's counter rows. */
  async answer(url, pool) {
    if (url !== PATH) return null;
    const { id: customerId } = await signedInCustomer(pool);
    await selectPrincipal(pool, customerId);
    const rows = await selectRows(pool, FIGURES.countByStatus, ['customer', customerId]);
    const counted = new Map(rows.map(([status, count]) => [status, Number(count)]));
    const byStatus = TICKET_STATUSES.map((status) => ({ status, count: counted.get(status) ?? 0 }));
    return { total: byStatus.reduce((sum, row) => sum + row.count, 0), byStatus };
  },
};
