import {
  isTaxonomyEntryUsed,
  type SupportCategory,
  type SupportCategoryBody,
  type SupportSubOption,
  type SupportSubOptionBody,
  type SupportType,
  type SupportTypeBody,
  TAXONOMY_MESSAGES,
  TAXONOMY_USAGE_MESSAGES,
  type TaxonomyEntity,
  type TaxonomyUsage,
} from '@basisdesk/shared';
import { isPgError, PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorOf } from '../../db/pg-errors';
import { AppError } from '../../lib/errors';
import type {
  SupportCategoryRow,
  SupportSubOptionRow,
  SupportTypeRow,
  TaxonomyRepository,
} from './taxonomy.repository';

const toCategory = (row: SupportCategoryRow): SupportCategory => ({
  id: row.id,
  name: row.name,
  description: row.description,
  supportTypeId: row.supportTypeId,
  supportTypeName: row.supportTypeName,
  shortCode: row.shortCode,
});

const toSubOption = (row: SupportSubOptionRow): SupportSubOption => ({
  ...toCategory(row),
  requiresSrIdentifier: row.requiresSrIdentifier,
});

const toType = (row: SupportTypeRow, categories: SupportCategoryRow[]): SupportType => ({
  id: row.id,
  name: row.name,
  description: row.description,
  shortCode: row.shortCode,
  categories: categories.filter((category) => category.supportTypeId === row.id).map(toCategory),
});

const fieldError = (code: 'VALIDATION_FAILED' | 'CONFLICT', path: string, message: string) =>
  new AppError(code, message, { details: [{ path, message }] });

const SHORT_CODE_EXISTS: Record<TaxonomyEntity, (code: string) => string> = {
  'support type': TAXONOMY_MESSAGES.typeShortCodeExists,
  'support category': TAXONOMY_MESSAGES.categoryShortCodeExists,
  'support sub-option': TAXONOMY_MESSAGES.subOptionShortCodeExists,
};

const NOT_FOUND: Record<TaxonomyEntity, string> = {
  'support type': TAXONOMY_MESSAGES.supportTypeNotFound,
  'support category': TAXONOMY_MESSAGES.categoryNotFound,
  'support sub-option': TAXONOMY_MESSAGES.subOptionNotFound,
};

const notFound = (entity: TaxonomyEntity) => new AppError('NOT_FOUND', NOT_FOUND[entity]);
const unknownSupportType = () =>
  fieldError('VALIDATION_FAILED', 'supportTypeId', TAXONOMY_MESSAGES.supportTypeNotFound);

/**
 * Runs a write; a unique violation is the short code taken (the unique indexes decide, also
 * between two admins saving at once), a foreign-key violation on the entry's own parent is a
 * support type deleted meanwhile.
 */
async function guardWrite<T>(entity: TaxonomyEntity, shortCode: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isPgError(error, PG_UNIQUE_VIOLATION)) {
      throw fieldError('CONFLICT', 'shortCode', SHORT_CODE_EXISTS[entity](shortCode));
    }
    throw error;
  }
}

/** A foreign key of another table (a skill, later a ticket) that still names the entry. */
const isReferencedElsewhere = (error: unknown) =>
  isPgError(error, PG_FOREIGN_KEY_VIOLATION) &&
  !/^support_(categories|sub_options)_/.test(pgErrorOf(error)?.constraint ?? '');

export function createTaxonomyService({ repo }: { repo: TaxonomyRepository }) {
  async function assertTypeExists(id: string) {
    if (!(await repo.findType(id))) throw unknownSupportType();
  }

  /** Refuses with what still uses it; `usage` is read again after a lost race with a new reference. */
  async function refuseWhenUsed(
    entity: TaxonomyEntity,
    readUsage: () => Promise<TaxonomyUsage>,
    message: typeof TAXONOMY_USAGE_MESSAGES.cannotDelete,
  ) {
    const usage = await readUsage();
    if (isTaxonomyEntryUsed(usage)) throw new AppError('CONFLICT', message(entity, usage));
  }

  /** Deletes, or says what still uses the entry; the foreign keys settle a race with a new reference. */
  async function deleteUnlessUsed(
    entity: TaxonomyEntity,
    readUsage: () => Promise<TaxonomyUsage>,
    remove: () => Promise<boolean>,
  ) {
    await refuseWhenUsed(entity, readUsage, TAXONOMY_USAGE_MESSAGES.cannotDelete);
    try {
      if (!(await remove())) throw notFound(entity);
    } catch (error) {
      if (!isPgError(error, PG_FOREIGN_KEY_VIOLATION)) throw error;
      await refuseWhenUsed(entity, readUsage, TAXONOMY_USAGE_MESSAGES.cannotDelete);
      throw error;
    }
  }

  /**
   * Saves a category or sub-option. One that skills use keeps its type (the skills name both);
   * `existing` is absent on create.
   */
  async function saveChild<T>(
    entity: TaxonomyEntity,
    body: SupportCategoryBody,
    write: () => Promise<T>,
    existing?: { supportTypeId: string; readUsage: () => Promise<TaxonomyUsage> },
  ): Promise<T> {
    await assertTypeExists(body.supportTypeId);
    const moving = existing && existing.supportTypeId !== body.supportTypeId ? existing : null;
    if (moving) await refuseWhenUsed(entity, moving.readUsage, TAXONOMY_USAGE_MESSAGES.cannotChangeType);
    try {
      return await guardWrite(entity, body.shortCode, write);
    } catch (error) {
      if (!isPgError(error, PG_FOREIGN_KEY_VIOLATION)) throw error;
      if (moving && isReferencedElsewhere(error)) {
        await refuseWhenUsed(entity, moving.readUsage, TAXONOMY_USAGE_MESSAGES.cannotChangeType);
      }
      throw unknownSupportType();
    }
  }

  return {
    async listTypes(): Promise<SupportType[]> {
      const [types, categories] = await Promise.all([repo.listTypes(), repo.listCategories()]);
      return types.map((type) => toType(type, categories));
    },

    async listCategories(typeId?: string): Promise<SupportCategory[]> {
      return (await repo.listCategories(typeId)).map(toCategory);
    },

    async listSubOptions(typeId?: string): Promise<SupportSubOption[]> {
      return (await repo.listSubOptions(typeId)).map(toSubOption);
    },

    // Rows for other modules' checks (skills, tickets) without a round trip through the DTOs.
    findType: (id: string) => repo.findType(id),
    findCategory: (id: string) => repo.findCategory(id),
    findSubOption: (id: string) => repo.findSubOption(id),

    async createType(body: SupportTypeBody): Promise<SupportType> {
      const row = await guardWrite('support type', body.shortCode, () => repo.insertType(body));
      return toType(row, []);
    },

    async updateType(id: string, body: SupportTypeBody): Promise<SupportType> {
      const row = await guardWrite('support type', body.shortCode, () => repo.updateType(id, body));
      if (!row) throw notFound('support type');
      return toType(row, await repo.listCategories(id));
    },

    deleteType: (id: string) =>
      deleteUnlessUsed(
        'support type',
        () => repo.usageOfType(id),
        () => repo.deleteType(id),
      ),

    async createCategory(body: SupportCategoryBody): Promise<SupportCategory> {
      const id = await saveChild('support category', body, () => repo.insertCategory(body));
      return toCategory(await found('support category', repo.findCategory(id)));
    },

    async updateCategory(id: string, body: SupportCategoryBody): Promise<SupportCategory> {
      const current = await found('support category', repo.findCategory(id));
      await saveChild('support category', body, () => repo.updateCategory(id, body), {
        supportTypeId: current.supportTypeId,
        readUsage: () => repo.usageOfCategory(id),
      });
      return toCategory(await found('support category', repo.findCategory(id)));
    },

    deleteCategory: (id: string) =>
      deleteUnlessUsed(
        'support category',
        () => repo.usageOfCategory(id),
        () => repo.deleteCategory(id),
      ),

    async createSubOption(body: SupportSubOptionBody): Promise<SupportSubOption> {
      const id = await saveChild('support sub-option', body, () => repo.insertSubOption(body));
      return toSubOption(await found('support sub-option', repo.findSubOption(id)));
    },

    async updateSubOption(id: string, body: SupportSubOptionBody): Promise<SupportSubOption> {
      const current = await found('support sub-option', repo.findSubOption(id));
      await saveChild('support sub-option', body, () => repo.updateSubOption(id, body), {
        supportTypeId: current.supportTypeId,
        readUsage: () => repo.usageOfSubOption(id),
      });
      return toSubOption(await found('support sub-option', repo.findSubOption(id)));
    },

    deleteSubOption: (id: string) =>
      deleteUnlessUsed(
        'support sub-option',
        () => repo.usageOfSubOption(id),
        () => repo.deleteSubOption(id),
      ),
  };
}

/** The row, or the entity's 404 (also when a concurrent delete took it). */
async function found<T>(entity: TaxonomyEntity, row: Promise<T | null>): Promise<T> {
  const value = await row;
  if (value === null) throw notFound(entity);
  return value;
}

export type TaxonomyService = ReturnType<typeof createTaxonomyService>;
