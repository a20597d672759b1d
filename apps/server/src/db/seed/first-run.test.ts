import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app';
import { verifyPassword } from '../../lib/password';
import type { Database } from '../client';
import { users } from '../schema';
import { DEMO_PASSWORD, DEMO_USERS, runFirstRun } from './first-run';
import { countUsers, findUserByEmail } from './seed-users';

const silentLog = { info: () => {} } as never;
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('runFirstRun', () => {
  it('fills an empty database with the demo workspace once, and ensures ADMIN_EMAIL as an admin', async () => {
    const options = { seedDemo: true, adminEmail: 'Ops@Example.com', adminPassword: 'ops-password' };

    const first = await runFirstRun(database.db, options, silentLog);
    expect(first).toMatchObject({
      demoCreated: true,
      referenceData: { taxonomyLoaded: true, srIdentifiersLoaded: true },
      adminEnsured: { email: 'ops@example.com', created: true },
    });
    expect(await countUsers(database.db)).toBe(DEMO_USERS.length + 1);
    const demoAdmin = await findUserByEmail(database.db, 'admin@example.com');
    expect(demoAdmin).toMatchObject({ role: 'Admin', status: 'Active' });
    expect(demoAdmin?.emailVerifiedAt).not.toBeNull();
    expect(await verifyPassword(demoAdmin!.passwordHash!, DEMO_PASSWORD)).toBe(true);

    const second = await runFirstRun(database.db, options, silentLog);
    expect(second).toMatchObject({
      demoCreated: false,
      referenceData: { taxonomyLoaded: false, srIdentifiersLoaded: false },
      adminEnsured: { email: 'ops@example.com', created: false },
    });
    expect(await countUsers(database.db)).toBe(DEMO_USERS.length + 1);
  });

  it('promotes and reactivates an existing ADMIN_EMAIL account, keeping its password', async () => {
    const customer = await findUserByEmail(database.db, 'customer@example.com');
    await database.db.update(users).set({ status: 'Inactive' }).where(eq(users.id, customer!.id));

    await runFirstRun(
      database.db,
      { seedDemo: true, adminEmail: 'customer@example.com', adminPassword: 'ignored' },
      silentLog,
    );

    const promoted = await findUserByEmail(database.db, 'customer@example.com');
    expect(promoted).toMatchObject({ role: 'Admin', status: 'Active' });
    expect(await verifyPassword(promoted!.passwordHash!, DEMO_PASSWORD)).toBe(true);
  });
});
