// Fail fast, recover alone (decision 038): the app on a PostgreSQL of the test's own, under a few
// dozen concurrent requests, while that server is stopped as by a crash and started again, then
// frozen (SIGSTOP) and thawed. Every request answers within the timeouts, 503 with Retry-After in
// the error shape while the database cannot, never a 500 and never a hang; liveness answers within
// 100 ms throughout, readiness says 503; once the server is back the next requests succeed, with
// no restart. Skipped where PostgreSQL's programs are not installed, and in the PostgreSQL pass of
// the suite: the server here is its own, so the embedded pass runs it once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiErrorSchema } from '@basisdesk/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { createPostgresDatabase, type Database, READ_TIMEOUT_GRACE_MS } from '../src/db/client';
import { createUser, type TestUser } from './factories';
import { sendRequest } from './send-request';
import { isPostgres } from './test-app';
import { TEST_JWT_SECRET } from './test-tokens';
import { findPostgresBin, startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres';

const bin = findPostgresBin();
/** Short, so that the test is: the defaults are 5 s each. */
const CONNECT_TIMEOUT_MS = 1000;
const STATEMENT_TIMEOUT_MS = 1000;
/**
 * The longest a request may take while the database fails: a wait for a connection, one statement
 * unanswered to its read timeout, and room for a loaded 2-core machine.
 */
const ANSWER_BOUND_MS = CONNECT_TIMEOUT_MS + STATEMENT_TIMEOUT_MS + READ_TIMEOUT_GRACE_MS + 2000;
const CONCURRENT = 30;
/** How often each fault is made in one run of this file. */
const ROUNDS = 2;

interface Answer {
  url: string;
  status: number;
  ms: number;
  response: LightMyRequestResponse;
}

describe.skipIf(!bin || isPostgres())('the database stopped or frozen under load', () => {
  let server: ThrowawayPostgres;
  let database: Database;
  let app: FastifyInstance;
  let customer: TestUser;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basisdesk-faults-'));

  beforeAll(async () => {
    server = await startThrowawayPostgres(bin as string);
    database = createPostgresDatabase(server.url, {
      connectTimeoutMs: CONNECT_TIMEOUT_MS,
      statementTimeoutMs: STATEMENT_TIMEOUT_MS,
    });
    await database.migrate();
    const config = {
      ...loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', APP_URL: 'http://app.test' }),
      JWT_SECRET: TEST_JWT_SECRET,
    };
    app = await buildApp(config, { database });
    await app.ready();
    customer = await createUser(database.db);
  });

  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => {});
    server?.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A read through the sign-in guard, a write, and readiness, in turn: `count` at once. */
  const load = (count = CONCURRENT): Promise<Answer[]> =>
    Promise.all(
      Array.from({ length: count }, async (_, index) => {
        const started = performance.now();
        const response =
          index % 3 === 0
            ? await sendRequest(app, 'GET', '/api/SupportRequests/counts/user', customer)
            : index % 3 === 1
              ? await sendRequest(app, 'PUT', '/api/users/time-zone', customer, { timeZone: 'Asia/Kolkata' })
              : await sendRequest(app, 'GET', '/api/health/ready');
        return {
          url: response.raw.req.url ?? '',
          status: response.statusCode,
          ms: performance.now() - started,
          response,
        };
      }),
    );

  const describeAnswers = (answers: Answer[]) =>
    answers.map(({ url, status, ms }) => `${status} ${url} ${Math.round(ms)} ms`).join('\n');

  /** Answered in time; a 503 in the error shape with Retry-After; anything else only a 200. */
  function expectFailedFast(answers: Answer[], { allowOk }: { allowOk: boolean }) {
    for (const { status, ms, response } of answers) {
      expect(ms, describeAnswers(answers)).toBeLessThan(ANSWER_BOUND_MS);
      expect(allowOk ? [200, 503] : [503], describeAnswers(answers)).toContain(status);
      if (status === 503) {
        expect(apiErrorSchema.parse(response.json()).code).toBe('SERVICE_UNAVAILABLE');
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
  }

  async function expectLivenessFast() {
    for (let probe = 0; probe < 10; probe++) {
      const started = performance.now();
      const response = await sendRequest(app, 'GET', '/api/health/live');
      expect(performance.now() - started).toBeLessThan(100);
      expect(response.statusCode).toBe(200);
    }
  }

  const expectAllOk = async () => {
    const answers = await load();
    expect(
      answers.every((answer) => answer.status === 200),
      describeAnswers(answers),
    ).toBe(true);
  };

  it('stopped as by a crash: 503 in time with Retry-After, liveness fast, readiness 503; started again, served without a restart', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      await expectAllOk();
      // Stopped while requests are under way: those already answered are 200, the rest 503.
      const underWay = load();
      await new Promise((resolve) => setTimeout(resolve, 5));
      server.stopNow();
      expectFailedFast(await underWay, { allowOk: true });
      expectFailedFast(await load(), { allowOk: false });
      await expectLivenessFast();
      expect((await sendRequest(app, 'GET', '/api/health/ready')).statusCode).toBe(503);

      server.start();
      await expectAllOk();
      expect((await sendRequest(app, 'GET', '/api/health/ready')).json()).toMatchObject({ database: 'up' });
    }
  });

  it('frozen: 503 in time instead of a hang, liveness fast, readiness 503; thawed, served without a restart', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      await expectAllOk();
      const underWay = load();
      await new Promise((resolve) => setTimeout(resolve, 5));
      server.freeze();
      try {
        expectFailedFast(await underWay, { allowOk: true });
        expectFailedFast(await load(), { allowOk: false });
        await expectLivenessFast();
        const started = performance.now();
        expect((await sendRequest(app, 'GET', '/api/health/ready')).statusCode).toBe(503);
        expect(performance.now() - started).toBeLessThan(ANSWER_BOUND_MS);
      } finally {
        server.thaw();
      }
      await expectAllOk();
    }
  });

  it('transactions whose BEGIN gets no answer fail in time and give their connections back', async () => {
    // Ten transactions at once: each on one of the pool's ten connections.
    const transactions = () =>
      Promise.allSettled(
        Array.from({ length: 10 }, () => database.db.transaction((tx) => tx.execute(sql`select 1`))),
      );
    expect((await transactions()).every((result) => result.status === 'fulfilled')).toBe(true);
    server.freeze();
    const started = performance.now();
    try {
      const failed = await transactions();
      expect(failed.every((result) => result.status === 'rejected')).toBe(true);
      // The statement's read timeout, not twice that: the ROLLBACK does not wait on the same silence.
      expect(performance.now() - started).toBeLessThan(ANSWER_BOUND_MS);
    } finally {
      server.thaw();
    }
    // None of the ten is still held: the pool has all its connections to give again.
    const again = await transactions();
    expect(again.filter((result) => result.status === 'rejected')).toEqual([]);
  });
});
