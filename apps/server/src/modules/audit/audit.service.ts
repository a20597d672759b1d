import type {
  AuditAction,
  AuditEvent,
  AuditExportQuery,
  AuditListQuery,
  AuditPage,
  AuditTargetType,
} from '@basisdesk/shared';
import { DAY_MS } from '@basisdesk/shared';
import type { DbExecutor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { type Actor, currentRequestContext } from '../../lib/request-context';
import type { AuditEventRow, AuditRepository } from './audit.repository';

/** What happened, as a listener describes it; who, from where and when are filled in here. */
export interface AuditEntry {
  action: AuditAction;
  target?: { type: AuditTargetType; id: string; label?: string | null };
  before?: unknown;
  after?: unknown;
  /**
   * Who acted, when the request's signed-in person is not them or there is none: a sign-in names
   * the account that signed in. Otherwise the request's actor (lib/request-context.ts).
   */
  actor?: Actor | null;
}

/** Keys whose values never reach the log, whatever an event carries (decision 039). */
const SECRET_KEYS = /password|secret|token|hash|^otp|recovery|signature/i;

/** A copy of `value` without secrets: every field named like one is dropped at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET_KEYS.test(key))
      .map(([key, field]) => [key, withoutSecrets(field)]),
  );
}

const toAuditEvent = (row: AuditEventRow): AuditEvent => ({
  ...row,
  occurredAt: row.occurredAt.toISOString(),
  before: row.before ?? null,
  after: row.after ?? null,
});

/** The export's batch: big enough to be quick, small enough that memory stays flat. */
const EXPORT_BATCH = 1000;

export function createAuditService({ repo, clock }: { repo: AuditRepository; clock: Clock }) {
  /**
   * Writes one record: in the change's transaction when `tx` is given (a rolled-back change
   * leaves none), on its own otherwise (a refused sign-in, a denial: nothing to roll back).
   */
  async function record(entry: AuditEntry, tx?: DbExecutor): Promise<void> {
    const context = currentRequestContext();
    const actor = entry.actor === undefined ? (context?.actor ?? null) : entry.actor;
    await repo.insert(
      {
        occurredAt: clock.now(),
        actorId: actor?.id ?? null,
        actorEmail: actor?.email ?? null,
        actorName: actor?.name ?? null,
        actorRole: actor?.role ?? null,
        clientAddress: context?.clientAddress ?? null,
        action: entry.action,
        targetType: entry.target?.type ?? null,
        targetId: entry.target?.id ?? null,
        targetLabel: entry.target?.label ?? null,
        before: entry.before === undefined ? null : withoutSecrets(entry.before),
        after: entry.after === undefined ? null : withoutSecrets(entry.after),
        requestId: context?.requestId ?? null,
      },
      tx,
    );
  }

  return {
    record,

    async listEvents(query: AuditListQuery): Promise<AuditPage> {
      const { page, pageSize, ...filters } = query;
      const { items, total, isTotalCapped } = await repo.listPage(filters, page, pageSize);
      return { items: items.map(toAuditEvent), page, pageSize, total, isTotalCapped };
    },

    /** Every matching record, newest first, in batches: the CSV export streams them. */
    async *exportEvents(filters: AuditExportQuery, maxRows: number): AsyncGenerator<AuditEvent> {
      let last: AuditEventRow | null = null;
      let sent = 0;
      while (sent < maxRows) {
        const batch = await repo.listBatch(filters, last, Math.min(EXPORT_BATCH, maxRows - sent));
        for (const row of batch) yield toAuditEvent(row);
        sent += batch.length;
        last = batch.at(-1) ?? null;
        if (batch.length < EXPORT_BATCH) return;
      }
    },

    /** The retention job's work: records older than `days` removed, and that recorded. */
    async applyRetention(days: number): Promise<number> {
      const cutoff = new Date(clock.now().getTime() - days * DAY_MS);
      const removed = await repo.deleteOlderThan(cutoff);
      if (removed > 0) {
        await record({
          action: 'audit.retention-applied',
          actor: null,
          target: { type: 'audit', id: 'audit_events' },
          after: { removed, olderThan: cutoff.toISOString(), retentionDays: days },
        });
      }
      return removed;
    },

    pseudonymiseUser: (userId: string, pseudonym: string, tx?: DbExecutor) =>
      repo.pseudonymiseUser(userId, pseudonym, tx),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
