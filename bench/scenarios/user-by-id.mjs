// GET /api/users/{id}: the hottest authenticated path (every screen reads the signed-in user).

// The exact statement Drizzle prepares in apps/server/src/modules/users/users.repository.ts
// (`users_principal_by_session`: the person joined to the sign-in session the token names; see
// ticket-statements.mjs). Keep the two in step: a different query would make the comparison
// meaningless.
import { selectPrincipal } from './ticket-statements.mjs';

/** The user's columns, in the statement's order, as the answer names them. */
const USER_COLUMNS = [
  'id',
  'email',
  'firstName',
  'lastName',
  'role',
  'status',
  'emailVerifiedAt',
  'tokenVersion',
  'hourlyRatePaise',
  'timeZone',
  'createdAt',
  'updatedAt',
];
const PREFIX = '/api/users/';

export default {
  name: 'user-by-id',
  route: 'GET /api/users/{id}',
  targets: { ratio: 0.8, p99Ms: 20 },

  /** The signed-in admin reads their own record. */
  async prepare({ session }) {
    return { path: `/api/users/${session.id}`, headers: session.headers };
  },

  sameAnswer: (server, bare) => server.id === bare.id,

  /** The bare server's whole job: the one statement, the row as JSON. */
  async answer(url, pool) {
    const id = url.startsWith(PREFIX) ? url.slice(PREFIX.length) : '';
    if (!id) return null;
    const [row] = await selectPrincipal(pool, id);
    return row ? Object.fromEntries(USER_COLUMNS.map((column, i) => [column, row[i]])) : null;
  },
};
