import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
