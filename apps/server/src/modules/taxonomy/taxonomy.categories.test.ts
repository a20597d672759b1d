import crypto from 'node:crypto';
import { supportCategorySchema, supportSubOptionSchema } from '@basisdesk/shared';
import { describe, expect, it } from 'vitest';
import { expectBody, expectError } from '../../../test/expect-response';
import { ADMIN, useTaxonomyKit } from './taxonomy.test-kit';

const { kit, addSkill } = useTaxonomyKit();

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
