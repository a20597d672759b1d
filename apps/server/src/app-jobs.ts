import { AUDIT_RETENTION_JOB, createAuditRetentionJob } from './modules/audit/audit-retention.job';
import { createWeeklyFillJob, WEEKLY_FILL_JOB } from './modules/availability/weekly-fill.job';
import type { JobHandler } from './modules/background-jobs/background-jobs.service';
import {
  createIdempotencySweepJob,
  IDEMPOTENCY_SWEEP_JOB,
} from './modules/background-jobs/idempotency-sweep.job';
import { createOrphanFilesJob, ORPHAN_FILES_JOB } from './modules/messaging/orphan-files.job';
import { RECONCILE_JOB } from './modules/payments/payment-common';
import { createSessionRemindersJob, SESSION_REMINDERS_JOB } from './modules/sessions/session-reminders.job';
import { createSlaWarningsJob, SLA_WARNINGS_JOB } from './modules/sla/sla-warnings.job';

/**
 * The recurring jobs, which exist from the first start on (app.ts schedules each under its fixed
 * key; tests run them with runDue): the hourly weekly-availability fill, the 5-minute reminder
 * scan, the SLA warnings every minute, the hourly sweeps of idempotency keys and orphan uploads,
 * and the daily audit retention.
 */
export const RECURRING_JOBS = [
  WEEKLY_FILL_JOB,
  SESSION_REMINDERS_JOB,
  SLA_WARNINGS_JOB,
  IDEMPOTENCY_SWEEP_JOB,
  ORPHAN_FILES_JOB,
  AUDIT_RETENTION_JOB,
] as const;

type Deps<F extends (deps: never) => JobHandler> = Parameters<F>[0];

/** Each kind of durable job's handler, from the services each calls. */
export function jobHandlersOf(deps: {
  /** A payment's reconciliation: called only once jobs run, when payments exists. */
  reconcileOrder: JobHandler;
  idempotency: Deps<typeof createIdempotencySweepJob>;
  weeklyFill: Deps<typeof createWeeklyFillJob>;
  auditRetention: Deps<typeof createAuditRetentionJob>;
  sessionReminders: Deps<typeof createSessionRemindersJob>;
  slaWarnings: Deps<typeof createSlaWarningsJob>;
  orphanFiles: Deps<typeof createOrphanFilesJob>;
}): Record<string, JobHandler> {
  return {
    [RECONCILE_JOB]: deps.reconcileOrder,
    [IDEMPOTENCY_SWEEP_JOB.kind]: createIdempotencySweepJob(deps.idempotency),
    [WEEKLY_FILL_JOB.kind]: createWeeklyFillJob(deps.weeklyFill),
    [AUDIT_RETENTION_JOB.kind]: createAuditRetentionJob(deps.auditRetention),
    [SESSION_REMINDERS_JOB.kind]: createSessionRemindersJob(deps.sessionReminders),
    [SLA_WARNINGS_JOB.kind]: createSlaWarningsJob(deps.slaWarnings),
    [ORPHAN_FILES_JOB.kind]: createOrphanFilesJob(deps.orphanFiles),
  };
}
