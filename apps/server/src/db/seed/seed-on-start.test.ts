import { systemSettingSchema } from '@basisdesk/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBody } from '../../../test/expect-response';
import { createUser } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { hashPassword } from '../../lib/password';
import { users } from '../schema';
import { describeDemoSignIns } from './demo-sign-ins';
import { seedOnStart } from './seed-on-start';

const silentLog = { info: () => {}, warn: () => {} } as never;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const start = (seedDemo: boolean) => seedOnStart(ctx.app, ctx.database.db, { seedDemo }, silentLog);
const emails = (signIns: Array<{ email: string }>) => signIns.map((signIn) => signIn.email);

describe('the demo sign-ins printed at start', () => {
  it('are the four demo accounts on the first start, which creates them with their tickets', async () => {
    const first = await start(true);
    expect(first).toMatchObject({ demoCreated: true, demoTickets: 3 });
    expect(emails(first.demoSignIns)).toEqual([
      'admin@example.com',
      'customer@example.com',
      'consultant@example.com',
      'consultant2@example.com',
    ]);
    expect(describeDemoSignIns('http://localhost:3000', first.demoSignIns, { justCreated: true })).toMatch(
      /^Demo workspace ready at http:\/\/localhost:3000 — sign in with:\n {2}Admin {7}admin@example\.com {10}Demo@123\n/,
    );
  });

  it('are printed again on every later start, which creates nothing', async () => {
    const again = await start(true);
    expect(again).toMatchObject({ demoCreated: false, demoTickets: 0 });
    expect(again.demoSignIns).toHaveLength(4);
    const note = describeDemoSignIns('http://localhost:3000', again.demoSignIns, { justCreated: false });
    expect(note.startsWith('Demo workspace at http://localhost:3000 — sign in with:')).toBe(true);
  });

  it('leave out an account that was deactivated or given another password', async () => {
    const { db } = ctx.database;
    await db.update(users).set({ status: 'Inactive' }).where(eq(users.email, 'consultant2@example.com'));
    await db
      .update(users)
      .set({ passwordHash: await hashPassword('a-secret-of-their-own') })
      .where(eq(users.email, 'admin@example.com'));
    expect(emails((await start(true)).demoSignIns)).toEqual([
      'customer@example.com',
      'consultant@example.com',
    ]);
  });

  it('are not printed with the demo off, though the accounts exist', async () => {
    expect((await start(false)).demoSignIns).toEqual([]);
  });
});

describe("the demo workspace's requirement of a second factor for admins", () => {
  const SETTING = '/api/SystemSettings/AdminSecondFactorRequired';
  const requirementIn = async (target: TestContext) => {
    const admin = await createUser(target.database.db, { role: 'Admin' });
    return expectBody(await target.send('GET', SETTING, admin), 200, systemSettingSchema).value;
  };

  it('is turned off by the demo seed; an admin who turns it on keeps it on through later starts', async () => {
    await start(true);
    expect(await requirementIn(ctx)).toBe('false');

    const admin = await createUser(ctx.database.db, { role: 'Admin' });
    const turnedOn = await ctx.send('PUT', SETTING, admin, { value: 'true' });
    expect(turnedOn.statusCode, turnedOn.body).toBe(200);
    await start(true);
    expect(await requirementIn(ctx)).toBe('true');
  });

  it('stays on (the default) where the demo is not seeded', async () => {
    const production = await createTestApp();
    try {
      await seedOnStart(production.app, production.database.db, { seedDemo: false }, silentLog);
      expect(await requirementIn(production)).toBe('true');
    } finally {
      await production.close();
    }
  });
});
