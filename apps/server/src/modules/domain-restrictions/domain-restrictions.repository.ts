import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client';
import { domainRestrictions, users } from '../../db/schema';
import { transactionOf } from '../../db/transaction';
import type { Clock } from '../../lib/clock';

export type DomainRestrictionRow = typeof domainRestrictions.$inferSelect & {
  createdByUserName: string | null;
};

const columns = {
  id: domainRestrictions.id,
  domain: domainRestrictions.domain,
  reason: domainRestrictions.reason,
  isActive: domainRestrictions.isActive,
  createdBy: domainRestrictions.createdBy,
  createdAt: domainRestrictions.createdAt,
  updatedAt: domainRestrictions.updatedAt,
  createdByUserName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
};

/** `clock`: the time its writes stamp (updated_at), the app's injected clock. */
export function createDomainRestrictionsRepository(db: Db, { clock }: { clock: Clock }) {
  async function findById(id: string, tx: DbExecutor = db): Promise<DomainRestrictionRow | null> {
    const [row] = await tx
      .select(columns)
      .from(domainRestrictions)
      .leftJoin(users, eq(users.id, domainRestrictions.createdBy))
      .where(eq(domainRestrictions.id, id));
    return row ?? null;
  }

  return {
    transaction: transactionOf(db),
    findById,

    list(tx: DbExecutor = db): Promise<DomainRestrictionRow[]> {
      return tx
        .select(columns)
        .from(domainRestrictions)
        .leftJoin(users, eq(users.id, domainRestrictions.createdBy))
        .orderBy(desc(domainRestrictions.createdAt), domainRestrictions.domain);
    },

    /** Null when the domain is already restricted (the unique index decides). */
    async insert(values: { domain: string; reason: string | null; createdBy: string }, tx: DbExecutor = db) {
      const [row] = await tx
        .insert(domainRestrictions)
        .values(values)
        .onConflictDoNothing({ target: domainRestrictions.domain })
        .returning({ id: domainRestrictions.id });
      return row ? findById(row.id, tx) : null;
    },

    /** 'missing' for an unknown id, 'duplicate' when another row already has the domain. */
    async update(
      id: string,
      values: { domain: string; reason: string | null; isActive: boolean },
      tx: DbExecutor = db,
    ): Promise<DomainRestrictionRow | 'missing' | 'duplicate'> {
      const [clash] = await tx
        .select({ id: domainRestrictions.id })
        .from(domainRestrictions)
        .where(eq(domainRestrictions.domain, values.domain));
      if (clash && clash.id !== id) return 'duplicate';
      const [row] = await tx
        .update(domainRestrictions)
        .set({ ...values, updatedAt: clock.now() })
        .where(eq(domainRestrictions.id, id))
        .returning({ id: domainRestrictions.id });
      if (!row) return 'missing';
      return (await findById(row.id, tx)) ?? 'missing';
    },

    async delete(id: string, tx: DbExecutor = db): Promise<boolean> {
      const rows = await tx
        .delete(domainRestrictions)
        .where(eq(domainRestrictions.id, id))
        .returning({ id: domainRestrictions.id });
      return rows.length > 0;
    },

    async findActiveMatching(domains: string[], tx: DbExecutor = db) {
      if (domains.length === 0) return null;
      const [row] = await tx
        .select({ domain: domainRestrictions.domain, reason: domainRestrictions.reason })
        .from(domainRestrictions)
        .where(and(eq(domainRestrictions.isActive, true), inArray(domainRestrictions.domain, domains)))
        .limit(1);
      return row ?? null;
    },
  };
}

export type DomainRestrictionsRepository = ReturnType<typeof createDomainRestrictionsRepository>;
