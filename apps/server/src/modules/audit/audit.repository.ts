import { type AuditExportQuery, DAY_MS } from '@basisdesk/shared';
import { and, desc, eq, gte, like, lt, or, type SQL, sql } from 'drizzle-orm';
import { countCapped, type ListTotal } from '../../db/capped-count';
import type { Db, DbExecutor } from '../../db/client';
import { escapeLike } from '../../db/like';
import { auditEvents } from '../../db/schema';
import { timestamptz } from '../../db/timestamptz';

export type AuditEventRow = typeof auditEvents.$inferSelect;
type NewAuditEvent = typeof auditEvents.$inferInsert;

const TOTAL_CAP = 10_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filters of the list and the export, each an index's leading column (schema/audit.ts). */
function whereOf(filters: AuditExportQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.actor) {
    conditions.push(
      UUID.test(filters.actor)
        ? eq(auditEvents.actorId, filters.actor)
        : like(sql`lower(${auditEvents.actorEmail})`, `${escapeLike(filters.actor.toLowerCase())}%`),
    );
  }
  if (filters.action) {
    // "user." is every user action; "user.created" that one only.
    conditions.push(
      filters.action.endsWith('.')
        ? like(auditEvents.action, `${escapeLike(filters.action)}%`)
        : eq(auditEvents.action, filters.action),
    );
  }
  if (filters.targetType) conditions.push(eq(auditEvents.targetType, filters.targetType));
  if (filters.targetId) conditions.push(eq(auditEvents.targetId, filters.targetId));
  if (filters.from) conditions.push(gte(auditEvents.occurredAt, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to) {
    const dayAfter = new Date(new Date(`${filters.to}T00:00:00Z`).getTime() + DAY_MS);
    conditions.push(lt(auditEvents.occurredAt, dayAfter));
  }
  return and(...conditions);
}

const NEWEST_FIRST = [desc(auditEvents.occurredAt), desc(auditEvents.id)];

export function createAuditRepository(db: Db) {
  return {
    /** Inside the change's transaction pass its `tx`: a rolled-back change leaves no record. */
    async insert(event: NewAuditEvent, tx: DbExecutor = db): Promise<void> {
      await tx.insert(auditEvents).values(event);
    },

    async listPage(
      filters: AuditExportQuery,
      page: number,
      pageSize: number,
    ): Promise<{ items: AuditEventRow[] } & ListTotal> {
      const where = whereOf(filters);
      const [items, total] = await Promise.all([
        db
          .select()
          .from(auditEvents)
          .where(where)
          .orderBy(...NEWEST_FIRST)
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        countCapped(db, auditEvents, where, TOTAL_CAP, NEWEST_FIRST),
      ]);
      return { items, ...total };
    },

    /**
     * One batch of the export, newest first, after the row `before` (keyset: the export reads
     * any number of rows in batches of the same cost, never all of them at once).
     */
    async listBatch(
      filters: AuditExportQuery,
      before: { occurredAt: Date; id: string } | null,
      size: number,
    ): Promise<AuditEventRow[]> {
      const after = before
        ? or(
            lt(auditEvents.occurredAt, before.occurredAt),
            and(eq(auditEvents.occurredAt, before.occurredAt), lt(auditEvents.id, before.id)),
          )
        : undefined;
      return db
        .select()
        .from(auditEvents)
        .where(and(whereOf(filters), after))
        .orderBy(...NEWEST_FIRST)
        .limit(size);
    },

    /** The retention (decision 039): the one function the append-only trigger lets delete. */
    async deleteOlderThan(cutoff: Date, tx: DbExecutor = db): Promise<number> {
      const result = await tx.execute(
        sql`SELECT delete_expired_audit_events(${timestamptz(cutoff)}) AS removed`,
      );
      return Number(rowsOf<{ removed: number }>(result)[0]?.removed ?? 0);
    },

    /** An erased person's name and e-mail become `pseudonym` wherever they acted or were the target. */
    async pseudonymiseUser(userId: string, pseudonym: string, tx: DbExecutor = db): Promise<void> {
      await tx.execute(sql`SELECT pseudonymise_audit_events(${userId}::uuid, ${pseudonym})`);
    },
  };
}

/** Both drivers' answers to `execute`: pg's result has `rows`, so has PGlite's. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
