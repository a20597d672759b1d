import type { TaxonomyUsage } from '@basisdesk/shared';
import { asc, count, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client';
import { type ConflictRule, type Written, writeOrRefuse } from '../../db/conflicts';
import {
  consultantSkills,
  supportCategories,
  supportSubOptions,
  supportTypes,
  tickets,
} from '../../db/schema';
import { transactionOf } from '../../db/transaction';
import type { Clock } from '../../lib/clock';

export type SupportTypeRow = typeof supportTypes.$inferSelect;
export type SupportCategoryRow = typeof supportCategories.$inferSelect & { supportTypeName: string };
export type SupportSubOptionRow = typeof supportSubOptions.$inferSelect & { supportTypeName: string };

type TypeValues = Pick<SupportTypeRow, 'name' | 'description' | 'shortCode'>;
type CategoryValues = TypeValues & { supportTypeId: string };
type SubOptionValues = CategoryValues & { requiresSrIdentifier: boolean };

const typeNameColumn = { supportTypeName: supportTypes.name };

/** Why the database refuses a taxonomy write, in the words the service answers with. */
export type TaxonomyConflict = 'short-code-taken' | 'support-type-missing' | 'in-use';
/** A taxonomy write: its value, or the conflict that refused it. */
export type TaxonomyWrite<T> = Written<T, TaxonomyConflict>;

/** Short codes are unique per table (types) or per type (categories, sub-options). */
const SHORT_CODE_TAKEN: ConflictRule<TaxonomyConflict> = {
  violation: 'unique',
  conflict: 'short-code-taken',
};
/** Skills and tickets still name the entry (their foreign keys restrict deletes and type moves). */
const IN_USE: ConflictRule<TaxonomyConflict> = { violation: 'foreignKey', conflict: 'in-use' };

/** A category or sub-option writes its own type (deleted meanwhile?) and is named by skills and tickets. */
const childRules = (ownTypeKey: string): ConflictRule<TaxonomyConflict>[] => [
  SHORT_CODE_TAKEN,
  { violation: 'foreignKey', constraint: ownTypeKey, conflict: 'support-type-missing' },
  IN_USE,
];
const CATEGORY_RULES = childRules('support_categories_support_type_id_support_types_id_fk');
const SUB_OPTION_RULES = childRules('support_sub_options_support_type_id_support_types_id_fk');

/** True when the statement touched a row: false for an unknown id. */
const touchedAny = async (rows: Promise<unknown[]>) => (await rows).length > 0;

/** `clock`: the time its writes stamp (updated_at), the app's injected clock. */
export function createTaxonomyRepository(db: Db, { clock }: { clock: Clock }) {
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
    transaction: transactionOf(db),

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

    insertType(values: TypeValues, tx: DbExecutor = db): Promise<TaxonomyWrite<SupportTypeRow>> {
      return writeOrRefuse(async () => {
        const [row] = await tx.insert(supportTypes).values(values).returning();
        if (!row) throw new Error('insert returned no row');
        return row;
      }, [SHORT_CODE_TAKEN]);
    },

    /** The saved row, or null for an unknown id. */
    updateType(
      id: string,
      values: TypeValues,
      tx: DbExecutor = db,
    ): Promise<TaxonomyWrite<SupportTypeRow | null>> {
      return writeOrRefuse(async () => {
        const [row] = await tx
          .update(supportTypes)
          .set({ ...values, updatedAt: clock.now() })
          .where(eq(supportTypes.id, id))
          .returning();
        return row ?? null;
      }, [SHORT_CODE_TAKEN]);
    },

    /**
     * Its categories and sub-options go with it (ON DELETE CASCADE); refused while skills or
     * tickets use it. False for an unknown id.
     */
    deleteType(id: string, tx: DbExecutor = db): Promise<TaxonomyWrite<boolean>> {
      return writeOrRefuse(
        () =>
          touchedAny(
            tx.delete(supportTypes).where(eq(supportTypes.id, id)).returning({ id: supportTypes.id }),
          ),
        [IN_USE],
      );
    },

    insertCategory(values: CategoryValues, tx: DbExecutor = db): Promise<TaxonomyWrite<string>> {
      return writeOrRefuse(async () => {
        const [row] = await tx
          .insert(supportCategories)
          .values(values)
          .returning({ id: supportCategories.id });
        if (!row) throw new Error('insert returned no row');
        return row.id;
      }, CATEGORY_RULES);
    },

    /** False for an unknown id; refused 'in-use' when skills or tickets keep it from moving type. */
    updateCategory(id: string, values: CategoryValues, tx: DbExecutor = db): Promise<TaxonomyWrite<boolean>> {
      return writeOrRefuse(
        () =>
          touchedAny(
            tx
              .update(supportCategories)
              .set({ ...values, updatedAt: clock.now() })
              .where(eq(supportCategories.id, id))
              .returning({ id: supportCategories.id }),
          ),
        CATEGORY_RULES,
      );
    },

    deleteCategory(id: string, tx: DbExecutor = db): Promise<TaxonomyWrite<boolean>> {
      return writeOrRefuse(
        () =>
          touchedAny(
            tx
              .delete(supportCategories)
              .where(eq(supportCategories.id, id))
              .returning({ id: supportCategories.id }),
          ),
        [IN_USE],
      );
    },

    insertSubOption(values: SubOptionValues, tx: DbExecutor = db): Promise<TaxonomyWrite<string>> {
      return writeOrRefuse(async () => {
        const [row] = await tx
          .insert(supportSubOptions)
          .values(values)
          .returning({ id: supportSubOptions.id });
        if (!row) throw new Error('insert returned no row');
        return row.id;
      }, SUB_OPTION_RULES);
    },

    updateSubOption(
      id: string,
      values: SubOptionValues,
      tx: DbExecutor = db,
    ): Promise<TaxonomyWrite<boolean>> {
      return writeOrRefuse(
        () =>
          touchedAny(
            tx
              .update(supportSubOptions)
              .set({ ...values, updatedAt: clock.now() })
              .where(eq(supportSubOptions.id, id))
              .returning({ id: supportSubOptions.id }),
          ),
        SUB_OPTION_RULES,
      );
    },

    deleteSubOption(id: string, tx: DbExecutor = db): Promise<TaxonomyWrite<boolean>> {
      return writeOrRefuse(
        () =>
          touchedAny(
            tx
              .delete(supportSubOptions)
              .where(eq(supportSubOptions.id, id))
              .returning({ id: supportSubOptions.id }),
          ),
        [IN_USE],
      );
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
