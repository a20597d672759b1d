// GET /api/SupportRequests/recent/user: a customer's ticket list, first page (the dashboard and
// My Tickets), over the big seed (bench/seed-sql.mjs): the signed-in customer is its customer 0,
// with about 50 tickets (N / customers) over five years, each with its booked slot.

import { SEED_EMAIL } from '../seed-sql.mjs';
import { answerPlainPage, samePage } from './ticket-pages.mjs';
import { customerByEmail, selectPrincipal, signInSeeded } from './ticket-statements.mjs';

const PREFIX = '/api/SupportRequests/recent/user?';

const signedInCustomer = customerByEmail(SEED_EMAIL.customer(0));

let signedIn;
/** The seed's customer 0, signed in once per run: ticket-counts reads as the same customer. */
export function prepareTicketData(context) {
  signedIn ??= signInSeeded(context, 'customer', 0);
  return signedIn;
}
export { signedInCustomer };

export default {
  name: 'tickets-page',
  route: 'GET /api/SupportRequests/recent/user',
  targets: { ratio: 0.8, p99Ms: 50 },

  async prepare(context) {
    const customer = await prepareTicketData(context);
    return { path: `${PREFIX}page=1&pageSize=20`, headers: customer.headers };
  },

  sameAnswer: (server, bare) => server.total > 0 && samePage(server, bare),

  /** The route's statements: the auth guard's principal, then the plain page. */
  async answer(url, pool) {
    if (!url.startsWith(PREFIX)) return null;
    const { id: customerId } = await signedInCustomer(pool);
    // The server's auth guard reads the signed-in person on every request: so does the baseline.
    await selectPrincipal(pool, customerId);
    const query = new URLSearchParams(url.slice(PREFIX.length));
    return answerPlainPage(pool, { side: 'customer', viewerId: customerId, viewerRole: 'Customer', query });
  },
};
