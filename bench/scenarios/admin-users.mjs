// GET /api/Admin/users: the admin's Users page, first page, over the big seed's people (N / 50
// customers and N / 500 consultants): the page, its total and the counts by role and status
// (users.repository.ts list() and countByRoleAndStatus(), all three at once; the totals from the
// counters in user_counts).

import { customerByEmail, STATEMENTS, selectPrincipal, selectRows } from './ticket-statements.mjs';

const PREFIX = '/api/Admin/users?';
const signedInAdmin = customerByEmail('bench-admin@example.com');
const USER_COLUMNS =
  '"id", "email", "first_name", "last_name", "role", "status", "email_verified_at", "token_version", ' +
  '"hourly_rate_paise", "time_zone", "created_at", "updated_at"';

/** users.repository.ts: the page as it opens and the counters (user_counts, migration 0014), prepared. */
export const USERS = {
  page: {
    name: 'users_page',
    text: `select ${USER_COLUMNS} from "users" order by "users"."created_at" desc, "users"."id" desc limit $1 offset $2`,
  },
  /** Role and status null: every account (each filter twice: its null test, its comparison). */
  count: {
    name: 'user_counter_total',
    text:
      'select coalesce(sum("users"), 0) from "user_counts" where (($1::text is null or "user_counts"."role"::text = $2::text) and ' +
      '($3::text is null or "user_counts"."status"::text = $4::text))',
  },
  byRoleAndStatus: {
    name: 'user_counts_by_role_and_status',
    text: 'select "role", "status", "users" from "user_counts" where "user_counts"."users" <> $1',
  },
};

/** users.service.ts toUser(). */
const toUser = ([
  id,
  email,
  firstName,
  lastName,
  role,
  status,
  verifiedAt,
  ,
  ratePaise,
  timeZone,
  createdAt,
  updatedAt,
]) => ({
  id,
  email,
  firstName,
  lastName,
  role,
  status,
  hourlyRate: ratePaise === null ? null : ratePaise / 100,
  emailVerified: verifiedAt !== null,
  timeZone,
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});

export default {
  name: 'admin-users',
  route: 'GET /api/Admin/users',
  targets: { ratio: 0.8, p99Ms: 50 },

  async prepare({ session }) {
    return { path: `${PREFIX}page=1&pageSize=20`, headers: session.headers };
  },

  sameAnswer: (server, bare) =>
    server.total > 0 &&
    server.total === bare.total &&
    JSON.stringify(server.counts) === JSON.stringify(bare.counts) &&
    server.items.every((user, i) => user.id === bare.items[i]?.id),

  async answer(url, pool) {
    if (!url.startsWith(PREFIX)) return null;
    const query = new URLSearchParams(url.slice(PREFIX.length));
    const page = Number(query.get('page') ?? 1);
    const pageSize = Number(query.get('pageSize') ?? 20);
    const offset = (page - 1) * pageSize;
    const { id: adminId } = await signedInAdmin(pool);
    await selectPrincipal(pool, adminId);
    await selectRows(pool, STATEMENTS.secondFactorEnabled, [adminId, 1]);
    const [rows, [[total]], groups] = await Promise.all([
      selectRows(pool, USERS.page, [pageSize, offset]),
      selectRows(pool, USERS.count, [null, null, null, null]),
      selectRows(pool, USERS.byRoleAndStatus, [0]),
    ]);
    const counts = { total: 0, customers: 0, consultants: 0, admins: 0, active: 0, inactive: 0 };
    for (const [role, status, count] of groups) {
      const n = Number(count);
      counts.total += n;
      if (role === 'Customer') counts.customers += n;
      if (role === 'Consultant') counts.consultants += n;
      if (role === 'Admin') counts.admins += n;
      if (status === 'Active') counts.active += n;
      else counts.inactive += n;
    }
    return { items: rows.map(toUser), page, pageSize, total: Number(total), counts };
  },
};
