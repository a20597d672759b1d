import { count, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import { srIdentifiers, supportCategories, supportSubOptions, supportTypes } from '../schema';
import { REFERENCE_SR_IDENTIFIERS, REFERENCE_TAXONOMY } from './reference-taxonomy';

export interface ReferenceDataResult {
  taxonomyLoaded: boolean;
  srIdentifiersLoaded: boolean;
}

async function insertTaxonomy(tx: Tx) {
  await tx
    .insert(supportTypes)
    .values(REFERENCE_TAXONOMY.map(({ shortCode, name, description }) => ({ shortCode, name, description })))
    .onConflictDoNothing();
  // Another node starting at the same moment may have inserted a type first: read the ids back.
  const types = await tx
    .select({ id: supportTypes.id, shortCode: supportTypes.shortCode })
    .from(supportTypes)
    .where(
      inArray(
        supportTypes.shortCode,
        REFERENCE_TAXONOMY.map((type) => type.shortCode),
      ),
    );
  const idByCode = new Map(types.map((type) => [type.shortCode, type.id]));
  for (const type of REFERENCE_TAXONOMY) {
    const supportTypeId = idByCode.get(type.shortCode);
    if (!supportTypeId) continue;
    await tx
      .insert(supportCategories)
      .values(type.categories.map((category) => ({ ...category, supportTypeId })))
      .onConflictDoNothing();
    await tx
      .insert(supportSubOptions)
      .values(type.subOptions.map((subOption) => ({ ...subOption, supportTypeId })))
      .onConflictDoNothing();
  }
}

/**
 * The SAP BASIS reference taxonomy and SR catalogue, each loaded only into an empty table: an
 * admin's later edits (a deleted category, a renamed type) are never undone by a restart. Safe to
 * run twice, also from two nodes at once (every insert skips rows that already exist).
 */
export async function seedReferenceData(db: Db): Promise<ReferenceDataResult> {
  return db.transaction(async (tx) => {
    const [types] = await tx.select({ total: count() }).from(supportTypes);
    const taxonomyLoaded = types?.total === 0;
    if (taxonomyLoaded) await insertTaxonomy(tx);

    const [identifiers] = await tx.select({ total: count() }).from(srIdentifiers);
    const srIdentifiersLoaded = identifiers?.total === 0;
    if (srIdentifiersLoaded)
      await tx.insert(srIdentifiers).values(REFERENCE_SR_IDENTIFIERS).onConflictDoNothing();

    return { taxonomyLoaded, srIdentifiersLoaded };
  });
}
