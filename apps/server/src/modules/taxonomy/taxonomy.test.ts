import crypto from 'node:crypto';
import {
  consultantSkillSchema,
  supportCategoryListSchema,
  supportCategorySchema,
  supportSubOptionListSchema,
  supportSubOptionSchema,
  supportTypeListSchema,
  supportTypeSchema,
} from '@basisdesk/shared';
import { describe, expect, it } from 'vitest';
import { useBookingKit } from '../../../test/booking-kit';
import { ADMIN_ONLY, AUTHENTICATION_REQUIRED, expectBody, expectError } from '../../../test/expect-response';
import { randomCode } from '../../../test/factories';
import type { Method } from '../../../test/send-request';

const kit = useBookingKit({ admin: { firstName: 'Anil', lastName: 'Rao' } });

const ADMIN = '/api/SupportTaxonomy/admin';

const categoriesOf = async (typeId: string) =>
  expectBody(
    await kit.send('GET', `/api/SupportTaxonomy/categories?typeId=${typeId}`),
    200,
    supportCategoryListSchema,
  );
const subOptionsOf = async (typeId: string) =>
  expectBody(
    await kit.send('GET', `/api/SupportTaxonomy/suboptions?typeId=${typeId}`),
    200,
    supportSubOptionListSchema,
  );

/** A consultant skill through the real route, so deletes have something that uses the entry. */
async function addSkill(supportTypeId: string, supportCategoryId?: string, supportSubOptionId?: string) {
  const response = await kit.send(
    'POST',
    `/api/SupportTaxonomy/consultant/${kit.consultant.id}/skills`,
    kit.consultant,
    {
      supportTypeId,
      supportCategoryId,
      supportSubOptionId,
    },
  );
  expectBody(response, 201, consultantSkillSchema);
}

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

describe('support types', () => {
  it('201 with the short code trimmed and upper-cased', async () => {
    const shortCode = randomCode('b').toLowerCase();
    const type = await kit.newType({ name: '  System Administration ', shortCode: ` ${shortCode} ` });
    expect(type).toMatchObject({
      name: 'System Administration',
      shortCode: shortCode.toUpperCase(),
      description: '',
      categories: [],
    });
  });

  it('400 in the spec words: name and short code required, short code at most 10 letters or digits', async () => {
    const post = (payload: unknown) => kit.send('POST', `${ADMIN}/types`, kit.admin, payload);
    expectError(await post({ shortCode: 'AB' }), 400, 'Name is required', { path: 'name' });
    expectError(await post({ name: '   ', shortCode: 'AB' }), 400, 'Name is required', { path: 'name' });
    expectError(await post({ name: 'Basis' }), 400, 'Short code is required', { path: 'shortCode' });
    expectError(
      await post({ name: 'Basis', shortCode: 'ABCDEFGHIJK' }),
      400,
      'Short code must be at most 10 characters',
      { path: 'shortCode' },
    );
    expectError(
      await post({ name: 'Basis', shortCode: 'AB-1' }),
      400,
      'Short code may contain only letters and digits',
      { path: 'shortCode' },
    );
    expectError(await post({ name: 'Basis', shortCode: 'AB', extra: 1 }), 400, 'Unknown field: extra', {
      path: '',
    });
  });

  it('409 naming the short code when another type has it, in any case', async () => {
    const first = await kit.newType();
    const exists = `A support type with short code ${first.shortCode} already exists`;
    const again = await kit.send('POST', `${ADMIN}/types`, kit.admin, {
      name: 'Another',
      shortCode: first.shortCode.toLowerCase(),
    });
    expectError(again, 409, exists, { path: 'shortCode' });

    const second = await kit.newType();
    const clash = await kit.send('PUT', `${ADMIN}/types/${second.id}`, kit.admin, {
      name: 'Renamed',
      shortCode: first.shortCode,
    });
    expectError(clash, 409, exists, { path: 'shortCode' });
  });

  it('two admins creating the same short code at once: one 201, one 409', async () => {
    const shortCode = randomCode('R');
    const responses = await Promise.all(
      [1, 2].map((n) => kit.send('POST', `${ADMIN}/types`, kit.admin, { name: `Race ${n}`, shortCode })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });

  it('PUT changes name, description and short code and keeps the categories; 404 for an unknown id', async () => {
    const type = await kit.newType();
    await kit.newCategory(type.id, { name: 'Kernel' });
    const shortCode = randomCode('N');
    const response = await kit.send('PUT', `${ADMIN}/types/${type.id}`, kit.admin, {
      name: 'Renamed type',
      description: 'New words',
      shortCode,
    });
    const renamed = expectBody(response, 200, supportTypeSchema);
    expect(renamed).toMatchObject({ name: 'Renamed type', description: 'New words', shortCode });
    expect(renamed.categories.map((c) => c.name)).toEqual(['Kernel']);

    const missing = await kit.send('PUT', `${ADMIN}/types/${crypto.randomUUID()}`, kit.admin, {
      name: 'X',
      shortCode: randomCode(),
    });
    expectError(missing, 404, 'Support type not found');
  });

  it('DELETE of an unused type takes its categories and sub-options with it', async () => {
    const type = await kit.newType();
    await kit.newCategory(type.id);
    await kit.newSubOption(type.id);
    const response = await kit.send('DELETE', `${ADMIN}/types/${type.id}`, kit.admin);
    expect(response.statusCode).toBe(204);
    expect(await categoriesOf(type.id)).toEqual([]);
    expect(await subOptionsOf(type.id)).toEqual([]);
    expectError(
      await kit.send('DELETE', `${ADMIN}/types/${type.id}`, kit.admin),
      404,
      'Support type not found',
    );
  });

  it('DELETE of a type that skills use is refused with a 409 saying what uses it, and nothing is removed', async () => {
    const type = await kit.newType();
    const category = await kit.newCategory(type.id);
    await addSkill(type.id);
    await addSkill(type.id, category.id);
    const response = await kit.send('DELETE', `${ADMIN}/types/${type.id}`, kit.admin);
    expectError(response, 409, 'This support type is used by 2 consultant skill(s) and cannot be deleted');
    expect(await categoriesOf(type.id)).toHaveLength(1);
  });
});

describe('entries that tickets use', () => {
  it('cannot be deleted: the 409 counts the tickets and the skills', async () => {
    const type = await kit.newType();
    const category = await kit.newCategory(type.id);
    const subOption = await kit.newSubOption(type.id);
    const taxonomy = {
      typeId: type.id,
      typeName: type.name,
      categoryId: category.id,
      categoryName: category.name,
      subOptionId: subOption.id,
    };
    const parties = { customerId: kit.customer.id, consultantId: kit.consultant.id };
    await kit.insertTicketRow(parties, taxonomy);
    await kit.insertTicketRow(parties, taxonomy);
    await addSkill(type.id);

    expectError(
      await kit.send('DELETE', `${ADMIN}/types/${type.id}`, kit.admin),
      409,
      'This support type is used by 2 ticket(s) and 1 consultant skill(s) and cannot be deleted',
    );
    expectError(
      await kit.send('DELETE', `${ADMIN}/categories/${category.id}`, kit.admin),
      409,
      'This support category is used by 2 ticket(s) and cannot be deleted',
    );
    expectError(
      await kit.send('DELETE', `${ADMIN}/suboptions/${subOption.id}`, kit.admin),
      409,
      'This support sub-option is used by 2 ticket(s) and cannot be deleted',
    );
  });
});

describe('categories and sub-options', () => {
  it('400 when the support type is missing, not an id, or unknown', async () => {
    const post = (payload: unknown) => kit.send('POST', `${ADMIN}/categories`, kit.admin, payload);
    expectError(await post({ name: 'Kernel', shortCode: 'KE' }), 400, 'Support type is required', {
      path: 'supportTypeId',
    });
    expectError(
      await post({ name: 'Kernel', shortCode: 'KE', supportTypeId: '' }),
      400,
      'Support type is required',
    );
    expectError(
      await post({ name: 'Kernel', shortCode: 'KE', supportTypeId: 'x' }),
      400,
      'Support type must be a valid id',
    );
    expectError(
      await post({ name: 'Kernel', shortCode: 'KE', supportTypeId: crypto.randomUUID() }),
      400,
      'Support type not found',
      { path: 'supportTypeId' },
    );
    const subOption = await kit.send('POST', `${ADMIN}/suboptions`, kit.admin, {
      name: 'L1',
      shortCode: 'L1',
      supportTypeId: crypto.randomUUID(),
    });
    expectError(subOption, 400, 'Support type not found', { path: 'supportTypeId' });
  });

  it('short codes are unique within their type only', async () => {
    const one = await kit.newType();
    const other = await kit.newType();
    const category = await kit.newCategory(one.id, { shortCode: 'KE' });
    expect(category.shortCode).toBe('KE');
    const clash = await kit.send('POST', `${ADMIN}/categories`, kit.admin, {
      name: 'Kernel again',
      shortCode: 'ke',
      supportTypeId: one.id,
    });
    expectError(clash, 409, 'A category with short code KE already exists in this support type', {
      path: 'shortCode',
    });
    await kit.newCategory(other.id, { shortCode: 'KE' });

    await kit.newSubOption(one.id, { shortCode: 'L1' });
    const subClash = await kit.send('POST', `${ADMIN}/suboptions`, kit.admin, {
      name: 'Level 1 again',
      shortCode: 'L1',
      supportTypeId: one.id,
    });
    expectError(subClash, 409, 'A sub-option with short code L1 already exists in this support type', {
      path: 'shortCode',
    });
  });

  it('a sub-option does not require an SR identifier unless told, and PUT can change that', async () => {
    const type = await kit.newType();
    const sub = await kit.newSubOption(type.id);
    expect(sub).toMatchObject({
      requiresSrIdentifier: false,
      supportTypeId: type.id,
      supportTypeName: type.name,
    });
    const response = await kit.send('PUT', `${ADMIN}/suboptions/${sub.id}`, kit.admin, {
      name: 'Service request',
      shortCode: 'SR',
      supportTypeId: type.id,
      requiresSrIdentifier: true,
    });
    expect(expectBody(response, 200, supportSubOptionSchema)).toMatchObject({
      name: 'Service request',
      shortCode: 'SR',
      requiresSrIdentifier: true,
    });
  });

  it('an unused category moves to another type; a used one keeps its type (409 saying why)', async () => {
    const one = await kit.newType();
    const other = await kit.newType();
    const free = await kit.newCategory(one.id);
    const moved = await kit.send('PUT', `${ADMIN}/categories/${free.id}`, kit.admin, {
      name: 'Moved',
      shortCode: free.shortCode,
      supportTypeId: other.id,
    });
    expect(expectBody(moved, 200, supportCategorySchema)).toMatchObject({
      supportTypeId: other.id,
      supportTypeName: other.name,
    });

    const used = await kit.newCategory(one.id);
    await addSkill(one.id, used.id);
    const refused = await kit.send('PUT', `${ADMIN}/categories/${used.id}`, kit.admin, {
      name: 'Moved',
      shortCode: used.shortCode,
      supportTypeId: other.id,
    });
    expectError(
      refused,
      409,
      'This support category is used by 1 consultant skill(s); its support type cannot change',
    );
    // Renaming in place is fine.
    const renamed = await kit.send('PUT', `${ADMIN}/categories/${used.id}`, kit.admin, {
      name: 'Renamed in place',
      shortCode: used.shortCode,
      supportTypeId: one.id,
    });
    expectBody(renamed, 200, supportCategorySchema);
  });

  it('DELETE: 204 when unused, 409 when a skill uses it, 404 when unknown', async () => {
    const type = await kit.newType();
    const free = await kit.newCategory(type.id);
    const used = await kit.newCategory(type.id);
    const freeSub = await kit.newSubOption(type.id);
    const usedSub = await kit.newSubOption(type.id);
    await addSkill(type.id, used.id, usedSub.id);
    const remove = (path: string) => kit.send('DELETE', `${ADMIN}/${path}`, kit.admin);

    expect((await remove(`categories/${free.id}`)).statusCode).toBe(204);
    expect((await remove(`suboptions/${freeSub.id}`)).statusCode).toBe(204);
    expectError(
      await remove(`categories/${used.id}`),
      409,
      'This support category is used by 1 consultant skill(s) and cannot be deleted',
    );
    expectError(
      await remove(`suboptions/${usedSub.id}`),
      409,
      'This support sub-option is used by 1 consultant skill(s) and cannot be deleted',
    );
    expectError(await remove(`categories/${free.id}`), 404, 'Support category not found');
    expectError(await remove(`suboptions/${freeSub.id}`), 404, 'Support sub-option not found');
    expectError(
      await kit.send('PUT', `${ADMIN}/categories/${free.id}`, kit.admin, {
        name: 'Gone',
        shortCode: 'GO',
        supportTypeId: type.id,
      }),
      404,
      'Support category not found',
    );
  });
});
