import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../../test/expect-response';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/health', () => {
  it('is ok while the database answers', async () => {
    const response = await ctx.send('GET', '/api/health');
    expect(response.statusCode).toBe(200);
    // The health answer's contract is the server's own (no shared schema): exactly these two fields.
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('is a 503 in the error shape when the database is gone', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const response = await broken.send('GET', '/api/health');
    expectError(response, 503, 'Database unavailable');
    await broken.close();
  });
});
