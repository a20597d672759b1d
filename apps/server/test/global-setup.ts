import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPglite, createPgliteDatabase, createPostgresDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseUrl: string;
    /** Redis for the shared-counter tests (skipped without it). */
    testRedisUrl: string;
    /** The route fuzzer's seed (a fixed one when empty) and the fast-check path of one run to replay. */
    fuzzSeed: string;
    fuzzPath: string;
    /** PostgreSQL: the migrated database each test file copies. */
    templateDatabase: string;
    /** PGlite: a dump of a migrated data directory each test file loads. */
    pgliteTemplateFile: string;
  }
}

/** Migrates once per run; every test file then starts from a copy instead of migrating again. */
export default async function setup(project: TestProject) {
  const testDatabaseUrl = project.config.provide.testDatabaseUrl;
  if (testDatabaseUrl) {
    const template = `basisdesk_template_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const url = new URL(testDatabaseUrl);
    url.pathname = `/${template}`;
    const database = createPostgresDatabase(url.toString(), { poolSize: 1 });
    await database.migrate();
    await database.close();
    project.provide('templateDatabase', template);
    project.provide('pgliteTemplateFile', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }

  const client = await createPglite();
  const database = createPgliteDatabase(client);
  await database.migrate();
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'basisdesk-template-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('templateDatabase', '');
  project.provide('pgliteTemplateFile', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
