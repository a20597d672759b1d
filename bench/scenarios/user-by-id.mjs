// GET /api/users/{id}: the hottest authenticated path (every screen reads the signed-in user).

// The exact statement Drizzle prepares in apps/server/src/modules/users/users.repository.ts
// (`users_principal_by_id`: every column but password_hash, by id, limit 1). Keep the two in step:
// a different query would make the comparison meaningless.
const PRINCIPAL_BY_ID = {
  name: 'users_principal_by_id',
  text:
    'select "id", "email", "first_name", "last_name", "role", "status", "email_verified_at", ' +
    '"token_version", "hourly_rate_paise", "time_zone", "created_at", "updated_at" from "users" ' +
    'where "users"."id" = $1 limit $2',
};
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
    const { rows } = await pool.query({ ...PRINCIPAL_BY_ID, values: [id, 1] });
    return rows[0] ?? null;
  },
};
