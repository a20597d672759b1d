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
import type { Tx } from '../../db/client';
import type { Emit } from '../../lib/domain-events';
import { AppError } from '../../lib/errors';
import type { TaxonomyEvents } from './taxonomy.events';
import type {
  SupportCategoryRow,
  SupportSubOptionRow,
  SupportTypeRow,
  TaxonomyRepository,
  TaxonomyWrite,
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

const shortCodeTaken = (entity: TaxonomyEntity, shortCode: string) =>
  fieldError('CONFLICT', 'shortCode', SHORT_CODE_EXISTS[entity](shortCode));

export function createTaxonomyService({
  repo,
  emit,
}: {
  repo: TaxonomyRepository;
  /** Each admin change told in its transaction (the audit log). */
  emit: Emit<TaxonomyEvents>;
}) {
  function findEntry(entity: TaxonomyEntity, id: string, tx: Tx) {
    if (entity === 'support type') return repo.findType(id, tx);
    if (entity === 'support category') return repo.findCategory(id, tx);
    return repo.findSubOption(id, tx);
  }

  /**
   * Runs an admin's write in a transaction that also tells of it (taxonomy.changed): a refused
   * write rolls back and tells nothing. `id` is the entry's, or absent for a new one (`idOf` its value).
   */
  function told<T>(
    entity: TaxonomyEntity,
    change: TaxonomyEvents['taxonomy.changed']['change'],
    write: (tx: Tx) => Promise<TaxonomyWrite<T>>,
    { id, idOf }: { id?: string; idOf?: (value: T) => string },
  ): Promise<TaxonomyWrite<T>> {
    return repo.transaction(async (tx) => {
      const before = id ? await findEntry(entity, id, tx) : null;
      const saved = await write(tx);
      if (!saved.ok || !saved.value) return saved;
      const entryId = id ?? idOf?.(saved.value) ?? '';
      const after = change === 'deleted' ? null : await findEntry(entity, entryId, tx);
      const name = after?.name ?? before?.name ?? '';
      await emit(tx, {
        type: 'taxonomy.changed',
        data: { change, entity, id: entryId, name, before, after },
      });
      return saved;
    });
  }

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
    remove: () => Promise<TaxonomyWrite<boolean>>,
  ) {
    await refuseWhenUsed(entity, readUsage, TAXONOMY_USAGE_MESSAGES.cannotDelete);
    const removed = await remove();
    if (removed.ok && !removed.value) throw notFound(entity);
    if (!removed.ok) {
      await refuseWhenUsed(entity, readUsage, TAXONOMY_USAGE_MESSAGES.cannotDelete);
      throw new Error(`A ${entity} was refused as in use, yet nothing uses it`);
    }
  }

  /**
   * Saves a category or sub-option. One that skills use keeps its type (the skills name both);
   * `existing` is absent on create.
   */
  async function saveChild<T>(
    entity: TaxonomyEntity,
    body: SupportCategoryBody,
    write: () => Promise<TaxonomyWrite<T>>,
    existing?: { supportTypeId: string; readUsage: () => Promise<TaxonomyUsage> },
  ): Promise<T> {
    await assertTypeExists(body.supportTypeId);
    const moving = existing && existing.supportTypeId !== body.supportTypeId ? existing : null;
    if (moving) await refuseWhenUsed(entity, moving.readUsage, TAXONOMY_USAGE_MESSAGES.cannotChangeType);
    const saved = await write();
    if (saved.ok) return saved.value;
    if (saved.conflict === 'short-code-taken') throw shortCodeTaken(entity, body.shortCode);
    // A skill or ticket came to use the entry meanwhile, or its new type was deleted meanwhile.
    if (moving && saved.conflict === 'in-use') {
      await refuseWhenUsed(entity, moving.readUsage, TAXONOMY_USAGE_MESSAGES.cannotChangeType);
    }
    throw unknownSupportType();
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
      const saved = await told('support type', 'created', (tx) => repo.insertType(body, tx), {
        idOf: (row) => row.id,
      });
      if (!saved.ok) throw shortCodeTaken('support type', body.shortCode);
      return toType(saved.value, []);
    },

    async updateType(id: string, body: SupportTypeBody): Promise<SupportType> {
      const saved = await told('support type', 'updated', (tx) => repo.updateType(id, body, tx), { id });
      if (!saved.ok) throw shortCodeTaken('support type', body.shortCode);
      if (!saved.value) throw notFound('support type');
      return toType(saved.value, await repo.listCategories(id));
    },

    deleteType: (id: string) =>
      deleteUnlessUsed(
        'support type',
        () => repo.usageOfType(id),
        () => told('support type', 'deleted', (tx) => repo.deleteType(id, tx), { id }),
      ),

    async createCategory(body: SupportCategoryBody): Promise<SupportCategory> {
      const id = await saveChild('support category', body, () =>
        told('support category', 'created', (tx) => repo.insertCategory(body, tx), { idOf: (id) => id }),
      );
      return toCategory(await found('support category', repo.findCategory(id)));
    },

    async updateCategory(id: string, body: SupportCategoryBody): Promise<SupportCategory> {
      const current = await found('support category', repo.findCategory(id));
      await saveChild(
        'support category',
        body,
        () => told('support category', 'updated', (tx) => repo.updateCategory(id, body, tx), { id }),
        {
          supportTypeId: current.supportTypeId,
          readUsage: () => repo.usageOfCategory(id),
        },
      );
      return toCategory(await found('support category', repo.findCategory(id)));
    },

    deleteCategory: (id: string) =>
      deleteUnlessUsed(
        'support category',
        () => repo.usageOfCategory(id),
        () => told('support category', 'deleted', (tx) => repo.deleteCategory(id, tx), { id }),
      ),

    async createSubOption(body: SupportSubOptionBody): Promise<SupportSubOption> {
      const id = await saveChild('support sub-option', body, () =>
        told('support sub-option', 'created', (tx) => repo.insertSubOption(body, tx), { idOf: (id) => id }),
      );
      return toSubOption(await found('support sub-option', repo.findSubOption(id)));
    },

    async updateSubOption(id: string, body: SupportSubOptionBody): Promise<SupportSubOption> {
      const current = await found('support sub-option', repo.findSubOption(id));
      await saveChild(
        'support sub-option',
        body,
        () => told('support sub-option', 'updated', (tx) => repo.updateSubOption(id, body, tx), { id }),
        {
          supportTypeId: current.supportTypeId,
          readUsage: () => repo.usageOfSubOption(id),
        },
      );
      return toSubOption(await found('support sub-option', repo.findSubOption(id)));
    },

    deleteSubOption: (id: string) =>
      deleteUnlessUsed(
        'support sub-option',
        () => repo.usageOfSubOption(id),
        () => told('support sub-option', 'deleted', (tx) => repo.deleteSubOption(id, tx), { id }),
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
