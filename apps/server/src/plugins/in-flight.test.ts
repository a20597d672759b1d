import http from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import { users } from '../db/schema';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const openConnections = () =>
  new Promise<number>((resolve, reject) =>
    ctx.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );

async function until(condition: () => Promise<boolean>) {
  const deadline = Date.now() + 5000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

describe('closing the app', () => {
  it('waits for a handler whose client hung up before the database may close', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as { port: number };
    const email = uniqueEmail('drain');
    const body = JSON.stringify({
      email,
      password: 'secret7',
      firstName: 'Drain',
      lastName: 'Test',
      role: 'Customer',
    });

    // Sign-up hashes a password (tens of ms): the client leaves while the handler is busy.
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/auth/register',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    request.on('error', () => {});
    request.end(body);
    await until(async () => (await openConnections()) > 0);
    await new Promise((resolve) => setTimeout(resolve, 5));
    request.destroy();

    await ctx.app.close();
    // The handler ran to its end before close() returned: its writes are there.
    const [row] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(row).toBeDefined();
  });
});
