import { MINUTE_MS } from '@basisdesk/shared';
import type { Emit } from '../../lib/domain-events';
import type { JobHandler } from '../background-jobs/background-jobs.service';
import type { SlaDue, SlaEvents, SlaTargetName } from './sla.events';
import type { SlaRepository } from './sla.repository';

/**
 * The SLA warnings as one durable job (decision 057), scheduled as the reminders are: every node
 * enqueues it at start-up under the same key, and it moves itself to the next minute. It finds the
 * clocks whose warning (75 % of the target counted) or target has come and that nobody was told
 * of, marks them told and tells them as one `sla.due` event in the same transaction (the mails
 * listen: notifications/sla-mails.ts), so a warning or a breach is told once whatever the nodes.
 */
export const SLA_WARNINGS_JOB = { kind: 'sla.warnings', key: 'every-minute' } as const;

/** Clocks told per transaction; the scan goes on until none is left. */
const BATCH = 200;

const nextMinute = (now: Date) => new Date((Math.floor(now.getTime() / MINUTE_MS) + 1) * MINUTE_MS);

type Clock = Awaited<ReturnType<SlaRepository['claimUntold']>>[number]['clock'];

/** What one clock's target has to tell at `now`: its breach, else its warning, else nothing. */
function dueOf(clock: Clock, target: SlaTargetName, now: Date): { kind: SlaDue['kind']; dueAt: Date } | null {
  const [due, warn, warned, breached] =
    target === 'firstResponse'
      ? [
          clock.firstResponseDueAt,
          clock.firstResponseWarnAt,
          clock.firstResponseWarningToldAt,
          clock.firstResponseBreachToldAt,
        ]
      : [
          clock.resolutionDueAt,
          clock.resolutionWarnAt,
          clock.resolutionWarningToldAt,
          clock.resolutionBreachToldAt,
        ];
  if (!due || breached) return null;
  if (due.getTime() <= now.getTime()) return { kind: 'breach', dueAt: due };
  if (warn && !warned && warn.getTime() <= now.getTime()) return { kind: 'warning', dueAt: due };
  return null;
}

const TOLD_COLUMNS = {
  firstResponse: { warning: 'firstResponseWarningToldAt', breach: 'firstResponseBreachToldAt' },
  resolution: { warning: 'resolutionWarningToldAt', breach: 'resolutionBreachToldAt' },
} as const;

export function createSlaWarningsJob({
  repo,
  emit,
  applySettingsChange,
}: {
  repo: Pick<SlaRepository, 'transaction' | 'claimUntold' | 'markTold'>;
  emit: Emit<SlaEvents>;
  /** New policies reach the stored clocks before anything is told by them (sla.service.ts). */
  applySettingsChange: () => Promise<unknown>;
}): JobHandler {
  return async ({ now }) => {
    await applySettingsChange();
    for (;;) {
      const claimed = await repo.transaction(async (tx) => {
        const rows = await repo.claimUntold(now, BATCH, tx);
        const due: SlaDue[] = [];
        for (const { clock, consultantId } of rows) {
          const told: Record<string, Date> = {};
          for (const target of ['firstResponse', 'resolution'] as const) {
            const found = dueOf(clock, target, now);
            if (!found) continue;
            told[TOLD_COLUMNS[target][found.kind]] = now;
            // A breach found before its warning was told stands for it: no warning after a breach.
            const warning = TOLD_COLUMNS[target].warning;
            if (found.kind === 'breach' && !clock[warning]) told[warning] = now;
            due.push({
              ticketId: clock.ticketId,
              consultantId,
              priority: clock.priority as SlaDue['priority'],
              target,
              ...found,
            });
          }
          if (Object.keys(told).length > 0) await repo.markTold(clock.ticketId, told, tx);
        }
        if (due.length > 0) await emit(tx, { type: 'sla.due', data: { due } });
        return rows.length;
      });
      if (claimed < BATCH) break;
    }
    return { done: false, runAt: nextMinute(now) };
  };
}
