// GET /api/SupportRequests/recent/consultant: a consultant's assignments, first page, over the big
// seed (bench/seed-sql.mjs): the signed-in consultant is its consultant 0, with about 500 tickets
// (N / consultants) over five years, each with its booked slot. A consultant reads Paid as Closed.

import { SEED_EMAIL } from '../seed-sql.mjs';
import { answerPlainPage, samePage } from './ticket-pages.mjs';
import { customerByEmail, selectPrincipal, signInSeeded } from './ticket-statements.mjs';

const PREFIX = '/api/SupportRequests/recent/consultant?';
const signedInConsultant = customerByEmail(SEED_EMAIL.consultant(0));

export default {
  name: 'tickets-consultant',
  route: 'GET /api/SupportRequests/recent/consultant',
  targets: { ratio: 0.8, p99Ms: 50 },

  async prepare(context) {
    const consultant = await signInSeeded(context, 'consultant', 0);
    return { path: `${PREFIX}page=1&pageSize=20`, headers: consultant.headers };
  },

  sameAnswer: (server, bare) => server.total > 0 && samePage(server, bare),

  /** The route's statements: the auth guard's principal, then the plain page of the consultant's side. */
  async answer(url, pool) {
    if (!url.startsWith(PREFIX)) return null;
    const { id: consultantId } = await signedInConsultant(pool);
    await selectPrincipal(pool, consultantId);
    const query = new URLSearchParams(url.slice(PREFIX.length));
    return answerPlainPage(pool, {
      side: 'consultant',
      viewerId: consultantId,
      viewerRole: 'Consultant',
      query,
    });
  },
};
