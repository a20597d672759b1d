// The admin user search over 20,000 accounts reads users through the trigram indexes on the
// e-mail and the full name (decision 027), never a sequential scan. Plans are PostgreSQL's: the
// file is skipped on PGlite, whose results the route tests in admin-users.list.test.ts cover.
import { listUsersResponseSchema } from '@basisdesk/shared';
import { count, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bulkLoad } from '../../../test/bulk-load';
import { expectBody } from '../../../test/expect-response';
import { planOf } from '../../../test/query-plans';
import { useRouteSuite } from '../../../test/route-suite';
import { isPostgres } from '../../../test/test-app';
import { users } from '../../db/schema';
import { userSearchCondition } from './users.repository';

const ACCOUNTS = 20_000;

describe.skipIf(!isPostgres())('admin user search plans on PostgreSQL (20,000 accounts, analysed)', () => {
  const suite = useRouteSuite();

  beforeAll(async () => {
    await bulkLoad(suite.database, async (db) => {
      await db.execute(sql`
        insert into users (email, first_name, last_name, role, status, email_verified_at)
        select 'person' || n || '@company' || (n % 50) || '.example.com', 'First' || n, 'Last' || n,
          'Customer', 'Active', now()
        from generate_series(1, ${ACCOUNTS}::int) n`);
      // As autovacuum leaves a table: statistics taken, and the trigram indexes' pending lists merged.
      await db.execute(sql`vacuum analyze users`);
    });
  }, 60_000);

  async function usersScans(search: string): Promise<Array<{ type: string; index: unknown }>> {
    const counting = suite.database.db
      .select({ total: count() })
      .from(users)
      .where(userSearchCondition(search));
    return (await planOf(suite.database.db, counting))
      .filter(
        (node) => node['Relation Name'] === 'users' || String(node['Index Name'] ?? '').startsWith('users_'),
      )
      .map((node) => ({ type: node['Node Type'], index: node['Index Name'] }));
  }

  it('a rare part of a name or an e-mail: both trigram indexes, no sequential scan', async () => {
    for (const search of ['first1234', 'last12345', 'person777@']) {
      const scans = await usersScans(search);
      expect(
        scans.map((scan) => scan.type),
        search,
      ).not.toContain('Seq Scan');
      expect(
        scans.map((scan) => scan.index),
        search,
      ).toEqual(expect.arrayContaining(['users_email_trgm_idx', 'users_full_name_trgm_idx']));
    }
  });

  it('finds them through the route', async () => {
    const page = expectBody(
      await suite.send('GET', '/api/Admin/users?search=PERSON777%40', suite.admin),
      200,
      listUsersResponseSchema,
    );
    expect(page.items.map((user) => user.email)).toEqual(['person777@company27.example.com']);
  });
});
