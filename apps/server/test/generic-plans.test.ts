// Named statements (a page of one person's tickets, one ticket by id) are planned once per
// connection: their plans do not depend on their values, and re-planning a 7-table join on every
// call cost more than running it. PostgreSQL only (pg_prepared_statements).
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBookingKit } from './booking-kit';
import type { TestUser } from './factories';
import { isPostgres } from './test-app';

describe.skipIf(!isPostgres())('named statements', () => {
  const kit = useBookingKit();
  let customer: TestUser;

  beforeAll(async () => {
    const taxonomy = await kit.newTaxonomy({ typeName: 'SAP BASIS' });
    const consultant = await kit.newConsultant({ skills: [{ typeId: taxonomy.typeId }] });
    customer = await kit.newCustomer();
    await kit.book(customer, consultant, taxonomy);
  });

  it('run on generic plans: ten pages of a customer list, no custom plan', async () => {
    for (let call = 0; call < 10; call++) {
      const response = await kit.send('GET', '/api/SupportRequests/recent/user', customer);
      expect(response.statusCode).toBe(200);
    }
    // A named statement of its own reads the statistics of the connection the pages ran on (the
    // calls were one after another, so the pool handed them the same idle connection).
    const pool = (kit.database.db as unknown as { $client: pg.Pool }).$client;
    const { rows } = await pool.query({
      name: 'prepared_statement_plans',
      text: 'select name, generic_plans::int, custom_plans::int from pg_prepared_statements where name = $1',
      values: ['tickets_page_by_customer'],
    });
    expect(rows).toEqual([{ name: 'tickets_page_by_customer', generic_plans: 10, custom_plans: 0 }]);
  });

  it('run without JIT, on both pools: compiling a short statement cost more than running it', async () => {
    const pool = (kit.database.db as unknown as { $client: pg.Pool }).$client;
    const plain = await pool.query('show jit');
    const named = await pool.query({ name: 'show_jit', text: 'show jit' });
    expect([plain.rows[0]?.jit, named.rows[0]?.jit]).toEqual(['off', 'off']);
  });
});
