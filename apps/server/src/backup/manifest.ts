import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { z } from 'zod';
import { MIGRATIONS_FOLDER } from '../db/client';

/** What a backup holds, written as its archive's last part (decision 040). */
export const BACKUP_FORMAT = 'basisdesk-backup';
export const BACKUP_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';
export const DATABASE_PART = 'database.tar';
export const UPLOADS_PREFIX = 'uploads/';

const countsSchema = z.object({
  users: z.number().int(),
  tickets: z.number().int(),
  payments: z.number().int(),
  messages: z.number().int(),
  attachments: z.number().int(),
});
export type DatabaseCounts = z.infer<typeof countsSchema>;

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: z.iso.datetime(),
  /** Migrations applied to the database when it was copied. */
  migrations: z.number().int().min(0),
  counts: countsSchema,
  /** 'disk': the files are in the archive; 's3': they stay in the bucket (its versioning keeps them). */
  uploads: z.enum(['disk', 's3']),
  /** Files the database points at that were not on disk when the backup was taken. */
  missingFiles: z.array(z.string()),
  parts: z.array(
    z.object({ name: z.string(), bytes: z.number().int().min(0), sha256: z.string().length(64) }),
  ),
});
export type Manifest = z.infer<typeof manifestSchema>;

export interface DatabaseDescription {
  migrations: number;
  counts: DatabaseCounts;
  storageKeys: string[];
}

/** What the manifest says of a database, read from it (the copy being saved, or the one restored). */
export async function describeDatabase(client: PGlite): Promise<DatabaseDescription> {
  const count = async (table: string) =>
    (await client.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`)).rows[0]?.count ??
    0;
  const counts = {
    users: await count('users'),
    tickets: await count('tickets'),
    payments: await count('payments'),
    messages: await count('messages'),
    attachments: await count('message_attachments'),
  };
  const migrations = await count('drizzle.__drizzle_migrations');
  const keys = await client.query<{ key: string }>('SELECT storage_key AS key FROM message_attachments');
  return { migrations, counts, storageKeys: keys.rows.map((row) => row.key) };
}

/** How many migrations this build knows: a backup with more was made by a newer BasisDesk. */
export function knownMigrations(): number {
  const journal = JSON.parse(
    fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: unknown[];
  };
  return journal.entries.length;
}
