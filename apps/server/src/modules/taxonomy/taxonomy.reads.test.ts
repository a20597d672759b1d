import { supportCategoryListSchema, supportTypeListSchema } from '@basisdesk/shared';
import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY, AUTHENTICATION_REQUIRED, expectBody, expectError } from '../../../test/expect-response';
import type { Method } from '../../../test/send-request';
import { ADMIN, useTaxonomyKit } from './taxonomy.test-kit';

const { kit, categoriesOf, subOptionsOf } = useTaxonomyKit();

describe('public reads', () => {
  it('lists support types by name with their categories by name, without a session', async () => {
    const zeta = await kit.newType({ name: 'Zeta support' });
    const alpha = await kit.newType({ name: 'Alpha support', description: 'First in line' });
    await kit.newCategory(alpha.id, { name: 'Kernel' });
    await kit.newCategory(alpha.id, { name: 'Backup' });

    const types = expectBody(await kit.send('GET', '/api/SupportTaxonomy'), 200, supportTypeListSchema);
    const names = types.map((type) => type.name);
    expect(names.indexOf('Alpha support')).toBeLessThan(names.indexOf('Zeta support'));
    const listedAlpha = types.find((type) => type.id === alpha.id);
    expect(listedAlpha?.description).toBe('First in line');
    expect(listedAlpha?.categories.map((category) => category.name)).toEqual(['Backup', 'Kernel']);
    expect(listedAlpha?.categories[0]?.supportTypeName).toBe('Alpha support');
    expect(types.find((type) => type.id === zeta.id)?.categories).toEqual([]);
  });

  it('narrows categories and sub-options to one type with ?typeId, and lists all without it', async () => {
    const one = await kit.newType();
    const other = await kit.newType();
    const mine = await kit.newCategory(one.id);
    const theirs = await kit.newCategory(other.id);
    const sub = await kit.newSubOption(one.id, { requiresSrIdentifier: true });

    expect((await categoriesOf(one.id)).map((row) => row.id)).toEqual([mine.id]);
    const all = expectBody(
      await kit.send('GET', '/api/SupportTaxonomy/categories'),
      200,
      supportCategoryListSchema,
    );
    expect(all.map((row) => row.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));

    expect(await subOptionsOf(one.id)).toEqual([
      expect.objectContaining({ id: sub.id, supportTypeId: one.id, requiresSrIdentifier: true }),
    ]);
    expect(await subOptionsOf(other.id)).toEqual([]);
  });

  it('400 for a typeId that is not an id', async () => {
    expectError(
      await kit.send('GET', '/api/SupportTaxonomy/categories?typeId=nope'),
      400,
      'Support type must be a valid id',
      { path: 'typeId' },
    );
  });
});

describe('admin writes: who may', () => {
  it('401 without a session, 403 for customers and consultants, on every admin path', async () => {
    const type = await kit.newType();
    const paths: Array<[Method, string]> = [
      ['GET', `${ADMIN}/types`],
      ['POST', `${ADMIN}/types`],
      ['PUT', `${ADMIN}/types/${type.id}`],
      ['DELETE', `${ADMIN}/types/${type.id}`],
      ['POST', `${ADMIN}/categories`],
      ['DELETE', `${ADMIN}/suboptions/${type.id}`],
    ];
    for (const [method, url] of paths) {
      const payload = method === 'POST' || method === 'PUT' ? { name: 'X', shortCode: 'X' } : undefined;
      expectError(await kit.send(method, url, null, payload), ...AUTHENTICATION_REQUIRED);
      for (const user of [kit.customer, kit.consultant]) {
        expectError(await kit.send(method, url, user, payload), ...ADMIN_ONLY);
      }
    }
    // Nothing changed.
    const types = expectBody(await kit.send('GET', `${ADMIN}/types`, kit.admin), 200, supportTypeListSchema);
    expect(types.some((row) => row.id === type.id)).toBe(true);
  });
});
