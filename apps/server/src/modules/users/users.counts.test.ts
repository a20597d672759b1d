// The admin's user figures and unfiltered list totals come from user_counts, kept by triggers on
// users (migration 0014): they must always equal a count of the table, whatever wrote to it.
import { listUsersResponseSchema } from '@basisdesk/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectBody } from '../../../test/expect-response';
import { useRouteSuite } from '../../../test/route-suite';
import { isPostgres } from '../../../test/test-app';

const suite = useRouteSuite();

/** Accounts per role and status, counted the slow way. */
async function recounted() {
  const result = (await suite.database.db.execute(sql`
    select role::text, status::text, count(*)::int as users from users group by 1, 2 order by 1, 2`)) as {
    rows: unknown[];
  };
  return result.rows;
}

/** What the counters hold; zero rows left out. */
async function kept() {
  const result = (await suite.database.db.execute(sql`
    select role::text, status::text, users::int as users from user_counts where users <> 0 order by 1, 2`)) as {
    rows: unknown[];
  };
  return result.rows;
}

async function listed(query = '') {
  return expectBody(
    await suite.send('GET', `/api/Admin/users?${query}`, suite.admin),
    200,
    listUsersResponseSchema,
  );
}

describe('user counters', () => {
  it('follow accounts made, deactivated, re-roled and deleted, and the list reads them', async () => {
    const made = await Promise.all(
      Array.from({ length: 12 }, (_, n) => suite.newUser({ role: n % 3 === 0 ? 'Consultant' : 'Customer' })),
    );
    const [first, second, third] = made;
    if (!first || !second || !third) throw new Error('no users');
    expect(
      (await suite.send('PUT', `/api/Users/${first.id}/status`, suite.admin, { status: 'Inactive' }))
        .statusCode,
    ).toBe(200);
    await suite.database.db.execute(sql`update users set role = 'Admin' where id = ${second.id}`);
    // A write that changes no role or status leaves the counters as they were.
    await suite.database.db.execute(sql`update users set first_name = 'Renamed' where id = ${third.id}`);
    await suite.database.db.execute(sql`delete from users where id = ${third.id}`);
    expect(await kept()).toEqual(await recounted());

    const all = await listed();
    const total = (await recounted()).reduce((sum: number, row) => sum + (row as { users: number }).users, 0);
    expect(all.total).toBe(total);
    expect(all.counts.total).toBe(total);
    expect((await listed('status=Inactive')).total).toBe(all.counts.inactive);
    expect((await listed('role=Consultant')).total).toBe(all.counts.consultants);
  });

  it('follow bulk writes in one statement: insert, update, delete', async () => {
    await suite.database.db.execute(sql`
      insert into users (email, first_name, last_name, role, status)
      select 'bulk-' || n || '@example.com', 'Bulk', 'No' || n, 'Customer', 'Active' from generate_series(1, 300) n`);
    await suite.database.db.execute(sql`update users set status = 'Inactive' where email like 'bulk-2%'`);
    await suite.database.db.execute(sql`delete from users where email like 'bulk-1%'`);
    expect(await kept()).toEqual(await recounted());
  });

  it.runIf(isPostgres())('stay exact under 40 concurrent new accounts and 20 deactivations', async () => {
    const people = await Promise.all(Array.from({ length: 20 }, () => suite.newUser()));
    await Promise.all([
      ...Array.from({ length: 40 }, (_, n) => suite.newUser({ role: n % 2 ? 'Customer' : 'Consultant' })),
      ...people.map((person) =>
        suite.send('PUT', `/api/Users/${person.id}/status`, suite.admin, { status: 'Inactive' }),
      ),
    ]);
    expect(await kept()).toEqual(await recounted());
  });
});
