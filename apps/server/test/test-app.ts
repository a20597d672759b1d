import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import type { AppConfig, AppDeps } from '../src/app-config';
import { loadEnv } from '../src/config/env';
import { createPglite, createPgliteDatabase, createPostgresDatabase, type Database } from '../src/db/client';
import { rememberAddress } from './bulk-load';
import { type Send, sendRequest } from './send-request';
import { TEST_JWT_SECRET } from './test-tokens';

export { TEST_JWT_SECRET } from './test-tokens';

/** True when this run is on PostgreSQL (TEST_DATABASE_URL); race tests need it. */
export const isPostgres = () => Boolean(inject('testDatabaseUrl'));

/** A fresh database for one test file: a copy of the migrated template, dropped afterwards. */
export async function createTestDatabase(): Promise<Database> {
  const testDatabaseUrl = inject('testDatabaseUrl');
  if (!testDatabaseUrl) {
    const dump = fs.readFileSync(inject('pgliteTemplateFile'));
    const client = await createPglite({ loadDataDir: new Blob([dump]) });
    return createPgliteDatabase(client);
  }

  const name = `basisdesk_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
  } finally {
    await admin.end();
  }
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const database = createPostgresDatabase(url.toString());
  const testDatabase: Database = {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: testDatabaseUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
  rememberAddress(testDatabase, url.toString());
  return testDatabase;
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** A request to this application: method, URL, caller, body (see sendRequest). */
  send: Send;
  close(): Promise<void>;
}

/** The real application on its own database and data directory, driven through `send`. */
export async function createTestApp(
  overrides: Partial<Record<string, string>> = {},
  deps: Partial<Omit<AppDeps, 'database'>> = {},
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basisdesk-test-'));
  const config: AppConfig = {
    ...loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', APP_URL: 'http://app.test', ...overrides }),
    JWT_SECRET: TEST_JWT_SECRET,
  };
  const database = await createTestDatabase();
  const app = await buildApp(config, { database, ...deps });
  await app.ready();
  return {
    app,
    database,
    config,
    send: (method, url, caller, body) => sendRequest(app, method, url, caller, body),
    async close() {
      try {
        await app.close();
        // Tests of a lost database close it themselves; closing again must not hide their result.
        await database.close().catch(() => {});
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
