import crypto from 'node:crypto';
import { supportTypeSchema } from '@basisdesk/shared';
import { describe, expect, it } from 'vitest';
import { expectBody, expectError } from '../../../test/expect-response';
import { randomCode } from '../../../test/factories';
import { ADMIN, useTaxonomyKit } from './taxonomy.test-kit';

const { kit, categoriesOf, subOptionsOf, addSkill } = useTaxonomyKit();

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
