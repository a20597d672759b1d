import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, Db } from '../src/db/client';
import * as schema from '../src/db/schema';

// A test's bulk load (tens of thousands of rows in a statement) runs longer than any request may.
// The app's connections bound every answer (statement timeout, and the client's own wait for a
// frozen server, decision 038), so the load runs on a connection of its own without them.

/** The PostgreSQL address of each test database, for its bulk loads. */
const addresses = new WeakMap<Database, string>();

export function rememberAddress(database: Database, connectionString: string): void {
  addresses.set(database, connectionString);
}

/** Runs `work` on a connection to `database` without timeouts (PGlite has none: its own `db`). */
export async function bulkLoad<T>(database: Database, work: (db: Db) => Promise<T>): Promise<T> {
  const connectionString = addresses.get(database);
  if (!connectionString) return work(database.db);
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(drizzle(client, { schema }) as unknown as Db);
  } finally {
    await client.end();
  }
}
