import { DAY_MS } from '@basisdesk/shared';
import type { JobHandler } from '../background-jobs/background-jobs.service';
import type { SettingsService } from '../settings/settings.service';
import type { AuditService } from './audit.service';

/**
 * The audit log's retention as one durable job (decision 039): every node enqueues it at start-up
 * under the same key, so it exists once; after each run it moves itself a day on.
 */
export const AUDIT_RETENTION_JOB = { kind: 'audit.retention', key: 'daily' } as const;

export function createAuditRetentionJob({
  audit,
  settings,
}: {
  audit: Pick<AuditService, 'applyRetention'>;
  settings: Pick<SettingsService, 'getAuditRetentionDays'>;
}): JobHandler {
  return async ({ now }) => {
    await audit.applyRetention(await settings.getAuditRetentionDays());
    return { done: false, runAt: new Date(now.getTime() + DAY_MS) };
  };
}
