import pg from 'pg';

/** The advisory-lock class of start-up's work (classes 1 and 2 are db/schedule-lock.ts's). */
const START_UP_LOCK_CLASS = 3;
const START_UP_LOCK_KEY = 0;

/**
 * Runs `work` while holding the database's start-up lock, so nodes starting together on one
 * PostgreSQL take turns: the second waits until the first has migrated (or seeded) and then finds
 * the work done. drizzle's migrator takes no lock of its own: two at once both read an empty
 * migrations table and both run the first migration, and one start fails on "already exists".
 *
 * A session-level advisory lock on a connection of its own, without the statement timeout (a
 * migration that builds an index takes as long as it takes, and the other node waits as long).
 * A node that dies holding it loses its connection, and with it the lock.
 */
export async function holdStartUpLock<T>(connectionString: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  // A connection dropped while waiting or working fails the query in progress; nothing else must throw.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1, $2)', [START_UP_LOCK_CLASS, START_UP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1, $2)', [START_UP_LOCK_CLASS, START_UP_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}
