import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client';
import { refused, type Written, writeOrRefuse, written } from '../../db/conflicts';
import { containsPattern, escapeLike } from '../../db/like';
import { srIdentifiers } from '../../db/schema';
import { transactionOf } from '../../db/transaction';

export type SrIdentifierRow = typeof srIdentifiers.$inferSelect;
export type SrIdentifierValues = Pick<SrIdentifierRow, 'identifier' | 'task' | 'isActive'>;

/** Identifiers are unique whatever their case: "sr1001" and "SR1001" are the same identifier. */
const sameIdentifier = (identifier: string) => sql`lower(${srIdentifiers.identifier}) = lower(${identifier})`;

/** Case-insensitive order ("sr1002" sits between "SR1001" and "SR1003"); the unique index serves it. */
const byIdentifier = [asc(sql`lower(${srIdentifiers.identifier})`), asc(srIdentifiers.id)];

/** The identifier or the task contains the text, case-insensitively, wildcards taken literally. */
function matchesSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(ilike(srIdentifiers.identifier, pattern), ilike(srIdentifiers.task, pattern));
}

export function createSrIdentifiersRepository(db: Db) {
  async function findById(id: string, tx: DbExecutor = db): Promise<SrIdentifierRow | null> {
    const [row] = await tx.select().from(srIdentifiers).where(eq(srIdentifiers.id, id));
    return row ?? null;
  }

  async function findByIdentifier(identifier: string, tx: DbExecutor = db): Promise<SrIdentifierRow | null> {
    const [row] = await tx.select().from(srIdentifiers).where(sameIdentifier(identifier)).limit(1);
    return row ?? null;
  }

  return {
    transaction: transactionOf(db),
    findById,
    findByIdentifier,

    list(filter: { search?: string; activeOnly: boolean }, tx: DbExecutor = db): Promise<SrIdentifierRow[]> {
      return tx
        .select()
        .from(srIdentifiers)
        .where(
          and(matchesSearch(filter.search), filter.activeOnly ? eq(srIdentifiers.isActive, true) : undefined),
        )
        .orderBy(...byIdentifier);
    },

    /** Active identifiers matching the search: those that start with it first, then by identifier. */
    listSuggestions(
      filter: { search?: string; limit: number },
      tx: DbExecutor = db,
    ): Promise<SrIdentifierRow[]> {
      const startsWith = sql`${srIdentifiers.identifier} ILIKE ${`${escapeLike(filter.search ?? '')}%`}`;
      return tx
        .select()
        .from(srIdentifiers)
        .where(and(eq(srIdentifiers.isActive, true), matchesSearch(filter.search)))
        .orderBy(desc(startsWith), ...byIdentifier)
        .limit(filter.limit);
    },

    /**
     * Null when the identifier is taken: the unique index on lower(identifier) lets ON CONFLICT DO
     * NOTHING skip the row, so nothing is violated and nothing written.
     */
    async insert(values: SrIdentifierValues, tx: DbExecutor = db): Promise<SrIdentifierRow | null> {
      const [row] = await tx.insert(srIdentifiers).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    /** Null for an unknown id; refused when another row already has the identifier. */
    async update(
      id: string,
      values: Pick<SrIdentifierRow, 'identifier' | 'task'> & { isActive?: boolean },
      tx: DbExecutor = db,
    ): Promise<Written<SrIdentifierRow, 'identifier-taken'> | null> {
      const clash = await findByIdentifier(values.identifier, tx);
      if (clash && clash.id !== id) return (await findById(id, tx)) ? refused('identifier-taken') : null;
      // The unique index also settles a request that takes the identifier between the check and here.
      const result = await writeOrRefuse(
        () =>
          tx
            .update(srIdentifiers)
            .set({ ...values, updatedAt: sql`now()` })
            .where(eq(srIdentifiers.id, id))
            .returning(),
        [{ violation: 'unique', conflict: 'identifier-taken' }],
      );
      if (!result.ok) return result;
      const [row] = result.value;
      return row ? written(row) : null;
    },

    async delete(id: string, tx: DbExecutor = db): Promise<boolean> {
      const rows = await tx
        .delete(srIdentifiers)
        .where(eq(srIdentifiers.id, id))
        .returning({ id: srIdentifiers.id });
      return rows.length > 0;
    },
  };
}

export type SrIdentifiersRepository = ReturnType<typeof createSrIdentifiersRepository>;
