import path from 'node:path';
import { parseArgs } from 'node:util';
import { EnvError, loadEnv } from '../config/env';
import { DataDirLockedError } from '../lib/data-dir-lock';
import { RestoreRefusedError, restoreBackup } from './restore-backup';
import { BackupRefusedError, takeBackup } from './take-backup';

// `npm run backup [-- --out <file>]` and `npm run restore <file> [-- --data-dir <dir>]` (decision
// 040, docs/deployment.md). DATA_DIR, DATABASE_URL and S3_BUCKET are read as the server reads them.

const USAGE = 'Usage: backup [--out <file.tar.gz>] | restore <file.tar.gz> [--data-dir <dir>]';

async function run(argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { out: { type: 'string' }, 'data-dir': { type: 'string' } },
  });
  const [command, file, ...rest] = positionals;
  const env = loadEnv();
  const dataDir = path.resolve(values['data-dir'] ?? env.DATA_DIR);
  const now = new Date();

  if (command === 'backup' && !file && rest.length === 0) {
    if (env.DATABASE_URL) {
      throw new BackupRefusedError(
        'DATABASE_URL is set: the database is PostgreSQL, which pg_dump or a base backup with WAL archiving backs up (docs/deployment.md, Backups).',
      );
    }
    const out = path.resolve(
      values.out ?? `basisdesk-backup-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`,
    );
    const manifest = await takeBackup({ dataDir, out, uploadsOnDisk: !env.S3_BUCKET, now });
    const { counts } = manifest;
    const missing = manifest.missingFiles.length
      ? `\nWarning: ${manifest.missingFiles.length} attached file(s) were not on disk: ${manifest.missingFiles.join(', ')}`
      : '';
    const files = manifest.uploads === 'disk' ? `${manifest.parts.length - 1} file(s)` : 'files stay in S3';
    return `Backup written to ${out}: ${counts.users} users, ${counts.tickets} tickets, ${counts.payments} payments, ${counts.messages} messages, ${counts.attachments} attachments; ${files}.${missing}`;
  }
  if (command === 'restore' && file && rest.length === 0 && !values.out) {
    const { manifest, keptAside } = await restoreBackup({ file: path.resolve(file), dataDir, now });
    const { counts } = manifest;
    const aside = keptAside.length ? `\nWhat was there before was moved aside: ${keptAside.join(', ')}` : '';
    return `Restored the backup of ${manifest.createdAt} into ${dataDir}: ${counts.users} users, ${counts.tickets} tickets, ${counts.payments} payments, ${counts.messages} messages, ${counts.attachments} attachments.${aside}`;
  }
  throw new BackupRefusedError(USAGE);
}

run(process.argv.slice(2)).then(
  (summary) => {
    console.log(summary);
    process.exit(0);
  },
  (error: unknown) => {
    const told =
      error instanceof BackupRefusedError ||
      error instanceof RestoreRefusedError ||
      error instanceof DataDirLockedError ||
      error instanceof EnvError;
    console.error(told ? (error as Error).message : ['Failed:', error]);
    process.exit(1);
  },
);
