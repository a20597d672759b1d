import type { TaxonomyUsage } from '@basisdesk/shared';
import { asc, count, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client';
import {
  consultantSkills,
  supportCategories,
  supportSubOptions,
  supportTypes,
  tickets,
} from '../../db/schema';

export type SupportTypeRow = typeof supportTypes.$inferSelect;
export type SupportCategoryRow = typeof supportCategories.$inferSelect & { supportTypeName: string };
export type SupportSubOptionRow = typeof supportSubOptions.$inferSelect & { supportTypeName: string };

type TypeValues = Pick<SupportTypeRow, 'name' | 'description' | 'shortCode'>;
type CategoryValues = TypeValues & { supportTypeId: string };
type SubOptionValues = CategoryValues & { requiresSrIdentifier: boolean };

const typeNameColumn = { supportTypeName: supportTypes.name };

export function createTaxonomyRepository(db: Db) {
  function selectCategories(where: SQL | undefined, tx: DbExecutor = db): Promise<SupportCategoryRow[]> {
    return tx
      .select({ ...getTableColumns(supportCategories), ...typeNameColumn })
      .from(supportCategories)
      .innerJoin(supportTypes, eq(supportTypes.id, supportCategories.supportTypeId))
      .where(where)
      .orderBy(asc(supportTypes.name), asc(supportCategories.name));
  }

  function selectSubOptions(where: SQL | undefined, tx: DbExecutor = db): Promise<SupportSubOptionRow[]> {
    return tx
      .select({ ...getTableColumns(supportSubOptions), ...typeNameColumn })
      .from(supportSubOptions)
      .innerJoin(supportTypes, eq(supportTypes.id, supportSubOptions.supportTypeId))
      .where(where)
      .orderBy(asc(supportTypes.name), asc(supportSubOptions.name));
  }

  /** How many rows still refer to an entry, per kind of reference. */
  async function countUsage(
    skillsWhere: SQL,
    ticketsWhere: SQL,
    tx: DbExecutor = db,
  ): Promise<TaxonomyUsage> {
    const [skills] = await tx.select({ total: count() }).from(consultantSkills).where(skillsWhere);
    const [ticketRows] = await tx.select({ total: count() }).from(tickets).where(ticketsWhere);
    return { skills: skills?.total ?? 0, tickets: ticketRows?.total ?? 0 };
  }

  return {
    listTypes: (tx: DbExecutor = db): Promise<SupportTypeRow[]> =>
      tx.select().from(supportTypes).orderBy(asc(supportTypes.name)),

    listCategories: (typeId?: string, tx?: DbExecutor) =>
      selectCategories(typeId ? eq(supportCategories.supportTypeId, typeId) : undefined, tx),

    listSubOptions: (typeId?: string, tx?: DbExecutor) =>
      selectSubOptions(typeId ? eq(supportSubOptions.supportTypeId, typeId) : undefined, tx),

    async findType(id: string, tx: DbExecutor = db): Promise<SupportTypeRow | null> {
      const [row] = await tx.select().from(supportTypes).where(eq(supportTypes.id, id));
      return row ?? null;
    },

    async findCategory(id: string, tx?: DbExecutor): Promise<SupportCategoryRow | null> {
      const [row] = await selectCategories(eq(supportCategories.id, id), tx);
      return row ?? null;
    },

    async findSubOption(id: string, tx?: DbExecutor): Promise<SupportSubOptionRow | null> {
      const [row] = await selectSubOptions(eq(supportSubOptions.id, id), tx);
      return row ?? null;
    },

    async insertType(values: TypeValues, tx: DbExecutor = db): Promise<SupportTypeRow> {
      const [row] = await tx.insert(supportTypes).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async updateType(id: string, values: TypeValues, tx: DbExecutor = db): Promise<SupportTypeRow | null> {
      const [row] = await tx
        .update(supportTypes)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(supportTypes.id, id))
        .returning();
      return row ?? null;
    },

    /** Its categories and sub-options go with it (ON DELETE CASCADE); skills keep a used type. */
    async deleteType(id: string, tx: DbExecutor = db): Promise<boolean> {
      const rows = await tx
        .delete(supportTypes)
        .where(eq(supportTypes.id, id))
        .returning({ id: supportTypes.id });
      return rows.length > 0;
    },

    async insertCategory(values: CategoryValues, tx: DbExecutor = db): Promise<string> {
      const [row] = await tx.insert(supportCategories).values(values).returning({ id: supportCategories.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    async updateCategory(id: string, values: CategoryValues, tx: DbExecutor = db): Promise<boolean> {
      const rows = await tx
        .update(supportCategories)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(supportCategories.id, id))
        .returning({ id: supportCategories.id });
      return rows.length > 0;
    },

    async deleteCategory(id: string, tx: DbExecutor = db): Promise<boolean> {
      const rows = await tx
        .delete(supportCategories)
        .where(eq(supportCategories.id, id))
        .returning({ id: supportCategories.id });
      return rows.length > 0;
    },

    async insertSubOption(values: SubOptionValues, tx: DbExecutor = db): Promise<string> {
      const [row] = await tx.insert(supportSubOptions).values(values).returning({ id: supportSubOptions.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    async updateSubOption(id: string, values: SubOptionValues, tx: DbExecutor = db): Promise<boolean> {
      const rows = await tx
        .update(supportSubOptions)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(supportSubOptions.id, id))
        .returning({ id: supportSubOptions.id });
      return rows.length > 0;
    },

    async deleteSubOption(id: string, tx: DbExecutor = db): Promise<boolean> {
      const rows = await tx
        .delete(supportSubOptions)
        .where(eq(supportSubOptions.id, id))
        .returning({ id: supportSubOptions.id });
      return rows.length > 0;
    },

    usageOfType: (id: string, tx?: DbExecutor) =>
      countUsage(eq(consultantSkills.supportTypeId, id), eq(tickets.supportTypeId, id), tx),
    usageOfCategory: (id: string, tx?: DbExecutor) =>
      countUsage(eq(consultantSkills.supportCategoryId, id), eq(tickets.supportCategoryId, id), tx),
    usageOfSubOption: (id: string, tx?: DbExecutor) =>
      countUsage(eq(consultantSkills.supportSubOptionId, id), eq(tickets.supportSubOptionId, id), tx),
  };
}

export type TaxonomyRepository = ReturnType<typeof createTaxonomyRepository>;
