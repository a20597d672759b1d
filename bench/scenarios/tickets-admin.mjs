// GET /api/SupportRequests as the admin (All Tickets), over the big seed (bench/seed-sql.mjs): the
// first page, a deep page, each filter, a filter with a date range, and the search swept over word
// frequencies (1 in 2 to 1 in 10,000, and a word no ticket has), two words, a name and the start of
// a ticket number. Every variant but the search goes through the
// filtered path of listPage() (ticket-pages.mjs answerAdminPage: total, page, slots).

import { ABSENT_WORD, RARE_WORD, SEED_EMAIL, SWEEP_WORDS } from '../seed-sql.mjs';
import { answerAdminPage, samePage } from './ticket-pages.mjs';
import { customerByEmail, selectPrincipal } from './ticket-statements.mjs';

const PREFIX = '/api/SupportRequests?';
const ADMIN_EMAIL = 'bench-admin@example.com';
const signedInAdmin = customerByEmail(ADMIN_EMAIL);

/** The query of a variant; some need the seed's data (a consultant's id, a ticket number). */
const VARIANTS = {
  'tickets-admin-first': () => ({}),
  'tickets-admin-deep': () => ({ page: 200 }),
  'tickets-admin-status': () => ({ status: 'InProgress' }),
  'tickets-admin-consultant': async ({ db }) => ({ consultantId: await idOf(db, SEED_EMAIL.consultant(1)) }),
  'tickets-admin-payment': () => ({ paymentStatus: 'Failed' }),
  'tickets-admin-month': () => ({ date: 'month' }),
  'tickets-admin-status-month': () => ({ status: 'New', date: 'month' }),
  ...searchVariants(),
  // The first eight characters of the newest ticket's number: its codes, priority and month.
  'tickets-admin-search-number': async ({ db }) => {
    const { rows } = await db.query(
      'select order_number from tickets order by created_at desc nulls last, id desc nulls last limit 1',
    );
    return { search: rows[0].order_number.slice(0, 8) };
  },
};

/** The search sweep: a word at each frequency, one in none, two words, a name (the number is below). */
function searchVariants() {
  const word = (search) => () => ({ search });
  const frequencies = [...SWEEP_WORDS, { every: 1000, word: RARE_WORD }].sort((a, b) => a.every - b.every);
  return {
    ...Object.fromEntries(
      frequencies.map(({ every, word: text }) => [`tickets-admin-search-1-in-${every}`, word(text)]),
    ),
    'tickets-admin-search-absent': word(ABSENT_WORD),
    // 'Kernel' as a topic and in a detail: about one description in five, from the seed's own words.
    'tickets-admin-search-kernel': word('kernel'),
    // 1 in 2 and 1 in 10 together: about 1 in 20; 1 in 30 and 1 in 100: about 1 in 3,000.
    'tickets-admin-search-two-words': word(`${SWEEP_WORDS[0].word} ${SWEEP_WORDS[2].word}`),
    'tickets-admin-search-two-rare-words': word(`${SWEEP_WORDS[3].word} ${SWEEP_WORDS[4].word}`),
    // A first name of one person in thirty, customers and consultants: thousands of people's ids.
    'tickets-admin-search-name': word('Priya'),
  };
}

async function idOf(db, email) {
  const { rows } = await db.query('select id from users where email = $1', [email]);
  if (!rows[0]) throw new Error(`no user ${email}: is the seed there?`);
  return rows[0].id;
}

/**
 * The search's statements depend on what it finds (decision 027: each way counted, then read by
 * the index its count calls for), so it has no bare twin: it is measured alone, against its p99
 * target (issue 17: 100 ms at 10 connections).
 */
const isSearch = (name) => name.startsWith('tickets-admin-search');

function adminListScenario(name) {
  return {
    name,
    route: 'GET /api/SupportRequests (admin)',
    targets: { ratio: 0.8, p99Ms: isSearch(name) ? 100 : 50 },
    serverOnly: isSearch(name),

    async prepare(context) {
      const filters = await VARIANTS[name](context);
      const query = new URLSearchParams({ page: '1', pageSize: '20' });
      for (const [key, value] of Object.entries(filters)) query.set(key, String(value));
      return { path: `${PREFIX}${query}`, headers: context.session.headers };
    },

    // Every variant finds tickets but the absent word's; a page past the end would measure an empty answer.
    sameAnswer: (server, bare) =>
      name === 'tickets-admin-search-absent'
        ? server.items.length === 0 && server.total === 0
        : server.items.length > 0 && (isSearch(name) || samePage(server, bare)),

    async answer(url, pool) {
      if (!url.startsWith(PREFIX)) return null;
      const { id: adminId } = await signedInAdmin(pool);
      await selectPrincipal(pool, adminId);
      return answerAdminPage(pool, new URLSearchParams(url.slice(PREFIX.length)));
    },
  };
}

export const scenarios = Object.fromEntries(
  Object.keys(VARIANTS).map((name) => [name, adminListScenario(name)]),
);
