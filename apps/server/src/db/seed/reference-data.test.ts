import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app';
import type { Database } from '../client';
import { srIdentifiers, supportCategories, supportSubOptions, supportTypes } from '../schema';
import { seedReferenceData } from './reference-data';
import { REFERENCE_SR_IDENTIFIERS, REFERENCE_TAXONOMY } from './reference-taxonomy';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const total = async (table: typeof supportTypes | typeof supportCategories | typeof srIdentifiers) =>
  (await database.db.select({ total: count() }).from(table))[0]?.total;

describe('the reference taxonomy and SR catalogue', () => {
  it('are ticket-number friendly: type codes 2-5 characters with distinct first two, others 1-3, SR + digits', () => {
    const typePrefixes = REFERENCE_TAXONOMY.map((type) => type.shortCode.slice(0, 2));
    expect(new Set(typePrefixes).size).toBe(REFERENCE_TAXONOMY.length);
    for (const type of REFERENCE_TAXONOMY) {
      expect(type.shortCode).toMatch(/^[A-Z0-9]{2,5}$/);
      const codes = [...type.categories, ...type.subOptions].map((item) => item.shortCode);
      for (const code of codes) expect(code, type.name).toMatch(/^[A-Z0-9]{1,3}$/);
      expect(new Set(type.categories.map((category) => category.shortCode)).size).toBe(
        type.categories.length,
      );
      expect(type.subOptions.some((subOption) => subOption.requiresSrIdentifier)).toBe(true);
    }
    for (const { identifier } of REFERENCE_SR_IDENTIFIERS) expect(identifier).toMatch(/^SR\d+$/);
  });

  it('load into empty tables, also when two starts run at once', async () => {
    const results = await Promise.all([seedReferenceData(database.db), seedReferenceData(database.db)]);
    expect(results.some((result) => result.taxonomyLoaded)).toBe(true);

    const categoriesExpected = REFERENCE_TAXONOMY.reduce((sum, type) => sum + type.categories.length, 0);
    expect(await total(supportTypes)).toBe(REFERENCE_TAXONOMY.length);
    expect(await total(supportCategories)).toBe(categoriesExpected);
    expect(await total(srIdentifiers)).toBe(REFERENCE_SR_IDENTIFIERS.length);

    const basis = await database.db.query.supportTypes.findFirst({
      where: eq(supportTypes.shortCode, 'BASIS'),
    });
    expect(basis?.name).toBe('System Administration (BASIS)');
    const catalogue = await database.db
      .select()
      .from(supportSubOptions)
      .where(eq(supportSubOptions.supportTypeId, basis!.id));
    expect(catalogue.find((subOption) => subOption.shortCode === 'SR')?.requiresSrIdentifier).toBe(true);
    expect(catalogue.find((subOption) => subOption.shortCode === 'L1')?.requiresSrIdentifier).toBe(false);
  });

  it('are not loaded again, so an admin who deleted a category or an identifier keeps it deleted', async () => {
    await database.db.delete(supportCategories).where(eq(supportCategories.shortCode, 'SPO'));
    await database.db.delete(srIdentifiers).where(eq(srIdentifiers.identifier, 'SR1010'));
    const categoriesBefore = await total(supportCategories);
    const identifiersBefore = await total(srIdentifiers);

    expect(await seedReferenceData(database.db)).toEqual({
      taxonomyLoaded: false,
      srIdentifiersLoaded: false,
    });
    expect(await total(supportCategories)).toBe(categoriesBefore);
    expect(await total(srIdentifiers)).toBe(identifiersBefore);
  });
});
