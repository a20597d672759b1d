import { HOUR_MS } from '@basisdesk/shared';
import type { FileStore } from '../../lib/file-store/file-store';
import type { Logger } from '../../lib/logger';
import type { JobHandler } from '../background-jobs/background-jobs.service';
import type { MessagingRepository } from './messaging.repository';
import { removeAbandonedSpoolFiles } from './spooled-upload';

/**
 * The hourly sweep of what a crash mid-upload leaves (decision 040), one durable job like the
 * weekly fill: every node enqueues it at start-up under one key, and it moves itself to the next
 * full hour. It removes this node's spool files an hour old and stored files no attachment row
 * points at. A file is stored before its row commits, so only files older than the grace period
 * are judged: an upload in flight is never swept.
 */
export const ORPHAN_FILES_JOB = { kind: 'messaging.sweep-orphan-files', key: 'hourly' } as const;

export const ORPHAN_GRACE_MS = HOUR_MS;
/** Keys asked about in one query. */
const BATCH = 500;

const nextFullHour = (now: Date) => new Date((Math.floor(now.getTime() / HOUR_MS) + 1) * HOUR_MS);

export function createOrphanFilesJob({
  files,
  repo,
  spoolDirectory,
  log,
}: {
  files: Pick<FileStore, 'listStored' | 'delete'>;
  repo: Pick<MessagingRepository, 'storedKeysAmong'>;
  spoolDirectory: string;
  log: Pick<Logger, 'info'>;
}): JobHandler {
  async function removeUnreferenced(keys: string[]): Promise<number> {
    const referenced = await repo.storedKeysAmong(keys);
    const orphans = keys.filter((key) => !referenced.has(key));
    for (const key of orphans) await files.delete(key);
    return orphans.length;
  }

  return async ({ now }) => {
    const spoolFiles = removeAbandonedSpoolFiles(spoolDirectory, now);
    const storedBefore = now.getTime() - ORPHAN_GRACE_MS;
    let storedFiles = 0;
    let batch: string[] = [];
    for await (const stored of files.listStored()) {
      if (stored.storedAt.getTime() > storedBefore) continue;
      batch.push(stored.key);
      if (batch.length === BATCH) {
        storedFiles += await removeUnreferenced(batch);
        batch = [];
      }
    }
    storedFiles += await removeUnreferenced(batch);
    if (spoolFiles + storedFiles > 0) log.info({ spoolFiles, storedFiles }, 'Orphan uploads removed');
    return { done: false, runAt: nextFullHour(now) };
  };
}
