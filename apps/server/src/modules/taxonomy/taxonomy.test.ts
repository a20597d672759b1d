import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, EXPECTED_ERRORS, type TestUser } from '../../../test/factories';
import { openRouteSuite, type RouteMethod, routeRequester } from '../../../test/route-suite';
import type { TestContext } from '../../../test/test-app';
import { insertTicketRow } from '../../../test/ticket-rows';

let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;
let consultant: TestUser;

beforeAll(async () => {
  ({ ctx, admin, customer, consultant } = await openRouteSuite({ firstName: 'Anil', lastName: 'Rao' }));
});
afterAll(() => ctx.close());

const request = routeRequester(() => ctx);
const asAdmin = () => authHeader(admin);

/** Short codes are unique per table; every test makes its own. */
const code = (prefix = '') => `${prefix}${crypto.randomBytes(3).toString('hex').toUpperCase()}`.slice(0, 8);
const ADMIN = '/api/SupportTaxonomy/admin';

async function created<T = Record<string, unknown>>(
  url: string,
  payload: unknown,
): Promise<T & { id: string }> {
  const response = await request('POST', url, { payload, headers: asAdmin() });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const createType = (fields: Record<string, unknown> = {}) =>
  created<{ shortCode: string; name: string }>(`${ADMIN}/types`, {
    name: `Type ${code()}`,
    shortCode: code('T'),
    ...fields,
  });
const createCategory = (supportTypeId: string, fields: Record<string, unknown> = {}) =>
  created<{ shortCode: string }>(`${ADMIN}/categories`, {
    name: `Category ${code()}`,
    shortCode: code('C'),
    supportTypeId,
    ...fields,
  });
const createSubOption = (supportTypeId: string, fields: Record<string, unknown> = {}) =>
  created<{ shortCode: string }>(`${ADMIN}/suboptions`, {
    name: `Sub ${code()}`,
    shortCode: code('S'),
    supportTypeId,
    ...fields,
  });

/** A consultant skill through the real route, so deletes have something that uses the entry. */
async function addSkill(supportTypeId: string, supportCategoryId?: string, supportSubOptionId?: string) {
  const response = await request('POST', `/api/SupportTaxonomy/consultant/${consultant.id}/skills`, {
    payload: { supportTypeId, supportCategoryId, supportSubOptionId },
    headers: authHeader(consultant),
  });
  expect(response.statusCode, response.body).toBe(201);
}

function expectError(
  response: { statusCode: number; json(): unknown; body: string },
  status: number,
  error: string,
  path?: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as { error: string; details?: Array<{ path: string; message: string }> };
  expect(body.error).toBe(error);
  if (path) expect(body.details).toContainEqual({ path, message: error });
}

describe('public reads', () => {
  it('lists support types by name with their categories by name, without a session', async () => {
    const zeta = await createType({ name: 'Zeta support' });
    const alpha = await createType({ name: 'Alpha support', description: 'First in line' });
    await createCategory(alpha.id, { name: 'Kernel' });
    await createCategory(alpha.id, { name: 'Backup' });

    const response = await request('GET', '/api/SupportTaxonomy');
    expect(response.statusCode).toBe(200);
    const types = response.json() as Array<{
      id: string;
      name: string;
      description: string;
      categories: Array<{ name: string; supportTypeName: string }>;
    }>;
    const names = types.map((type) => type.name);
    expect(names.indexOf('Alpha support')).toBeLessThan(names.indexOf('Zeta support'));
    const listedAlpha = types.find((type) => type.id === alpha.id);
    expect(listedAlpha?.description).toBe('First in line');
    expect(listedAlpha?.categories.map((category) => category.name)).toEqual(['Backup', 'Kernel']);
    expect(listedAlpha?.categories[0]?.supportTypeName).toBe('Alpha support');
    expect(types.find((type) => type.id === zeta.id)?.categories).toEqual([]);
  });

  it('narrows categories and sub-options to one type with ?typeId, and lists all without it', async () => {
    const one = await createType();
    const other = await createType();
    const mine = await createCategory(one.id);
    const theirs = await createCategory(other.id);
    const sub = await createSubOption(one.id, { requiresSrIdentifier: true });

    const narrowed = await request('GET', `/api/SupportTaxonomy/categories?typeId=${one.id}`);
    expect((narrowed.json() as Array<{ id: string }>).map((row) => row.id)).toEqual([mine.id]);
    const all = (await request('GET', '/api/SupportTaxonomy/categories')).json() as Array<{ id: string }>;
    expect(all.map((row) => row.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));

    const subOptions = await request('GET', `/api/SupportTaxonomy/suboptions?typeId=${one.id}`);
    expect(subOptions.json()).toEqual([
      expect.objectContaining({ id: sub.id, supportTypeId: one.id, requiresSrIdentifier: true }),
    ]);
    expect((await request('GET', `/api/SupportTaxonomy/suboptions?typeId=${other.id}`)).json()).toEqual([]);
  });

  it('400 for a typeId that is not an id', async () => {
    expectError(
      await request('GET', '/api/SupportTaxonomy/categories?typeId=nope'),
      400,
      'Support type must be a valid id',
    );
  });
});

describe('admin writes: who may', () => {
  it('401 without a session, 403 for customers and consultants, on every admin path', async () => {
    const type = await createType();
    const paths: Array<[RouteMethod, string]> = [
      ['GET', `${ADMIN}/types`],
      ['POST', `${ADMIN}/types`],
      ['PUT', `${ADMIN}/types/${type.id}`],
      ['DELETE', `${ADMIN}/types/${type.id}`],
      ['POST', `${ADMIN}/categories`],
      ['DELETE', `${ADMIN}/suboptions/${type.id}`],
    ];
    for (const [method, url] of paths) {
      const payload = method === 'POST' || method === 'PUT' ? { name: 'X', shortCode: 'X' } : undefined;
      expect((await request(method, url, { payload })).json()).toEqual(EXPECTED_ERRORS.unauthenticated);
      for (const user of [customer, consultant]) {
        const response = await request(method, url, { payload, headers: authHeader(user) });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(EXPECTED_ERRORS.adminOnly);
      }
    }
    // Nothing changed.
    const types = (await request('GET', `${ADMIN}/types`, { headers: asAdmin() })).json() as Array<{
      id: string;
    }>;
    expect(types.some((row) => row.id === type.id)).toBe(true);
  });
});

describe('support types', () => {
  it('201 with the short code trimmed and upper-cased', async () => {
    const shortCode = code('b').toLowerCase();
    const type = await created<{ shortCode: string; description: string }>(`${ADMIN}/types`, {
      name: '  System Administration ',
      shortCode: ` ${shortCode} `,
    });
    expect(type).toMatchObject({
      name: 'System Administration',
      shortCode: shortCode.toUpperCase(),
      description: '',
      categories: [],
    });
  });

  it('400 in the spec words: name and short code required, short code at most 10 letters or digits', async () => {
    const post = (payload: unknown) => request('POST', `${ADMIN}/types`, { payload, headers: asAdmin() });
    expectError(await post({ shortCode: 'AB' }), 400, 'Name is required', 'name');
    expectError(await post({ name: '   ', shortCode: 'AB' }), 400, 'Name is required', 'name');
    expectError(await post({ name: 'Basis' }), 400, 'Short code is required', 'shortCode');
    expectError(
      await post({ name: 'Basis', shortCode: 'ABCDEFGHIJK' }),
      400,
      'Short code must be at most 10 characters',
      'shortCode',
    );
    expectError(
      await post({ name: 'Basis', shortCode: 'AB-1' }),
      400,
      'Short code may contain only letters and digits',
      'shortCode',
    );
    expectError(await post({ name: 'Basis', shortCode: 'AB', extra: 1 }), 400, 'Unknown field: extra');
  });

  it('409 naming the short code when another type has it, in any case', async () => {
    const first = await createType();
    const again = await request('POST', `${ADMIN}/types`, {
      payload: { name: 'Another', shortCode: first.shortCode.toLowerCase() },
      headers: asAdmin(),
    });
    expectError(again, 409, `A support type with short code ${first.shortCode} already exists`, 'shortCode');

    const second = await createType();
    const clash = await request('PUT', `${ADMIN}/types/${second.id}`, {
      payload: { name: 'Renamed', shortCode: first.shortCode },
      headers: asAdmin(),
    });
    expectError(clash, 409, `A support type with short code ${first.shortCode} already exists`, 'shortCode');
  });

  it('two admins creating the same short code at once: one 201, one 409', async () => {
    const shortCode = code('R');
    const responses = await Promise.all(
      [1, 2].map((n) =>
        request('POST', `${ADMIN}/types`, { payload: { name: `Race ${n}`, shortCode }, headers: asAdmin() }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });

  it('PUT changes name, description and short code and keeps the categories; 404 for an unknown id', async () => {
    const type = await createType();
    await createCategory(type.id, { name: 'Kernel' });
    const shortCode = code('N');
    const response = await request('PUT', `${ADMIN}/types/${type.id}`, {
      payload: { name: 'Renamed type', description: 'New words', shortCode },
      headers: asAdmin(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Renamed type', description: 'New words', shortCode });
    expect(
      (response.json() as { categories: Array<{ name: string }> }).categories.map((c) => c.name),
    ).toEqual(['Kernel']);

    const missing = await request('PUT', `${ADMIN}/types/${crypto.randomUUID()}`, {
      payload: { name: 'X', shortCode: code() },
      headers: asAdmin(),
    });
    expectError(missing, 404, 'Support type not found');
  });

  it('DELETE of an unused type takes its categories and sub-options with it', async () => {
    const type = await createType();
    await createCategory(type.id);
    await createSubOption(type.id);
    const response = await request('DELETE', `${ADMIN}/types/${type.id}`, { headers: asAdmin() });
    expect(response.statusCode).toBe(204);
    expect((await request('GET', `/api/SupportTaxonomy/categories?typeId=${type.id}`)).json()).toEqual([]);
    expect((await request('GET', `/api/SupportTaxonomy/suboptions?typeId=${type.id}`)).json()).toEqual([]);
    expectError(
      await request('DELETE', `${ADMIN}/types/${type.id}`, { headers: asAdmin() }),
      404,
      'Support type not found',
    );
  });

  it('DELETE of a type that skills use is refused with a 409 saying what uses it, and nothing is removed', async () => {
    const type = await createType();
    const category = await createCategory(type.id);
    await addSkill(type.id);
    await addSkill(type.id, category.id);
    const response = await request('DELETE', `${ADMIN}/types/${type.id}`, { headers: asAdmin() });
    expectError(response, 409, 'This support type is used by 2 consultant skill(s) and cannot be deleted');
    const categories = (await request('GET', `/api/SupportTaxonomy/categories?typeId=${type.id}`)).json();
    expect(categories).toHaveLength(1);
  });
});

describe('entries that tickets use', () => {
  it('cannot be deleted: the 409 counts the tickets and the skills', async () => {
    const type = await createType();
    const category = await createCategory(type.id);
    const subOption = await createSubOption(type.id);
    const ids = { supportTypeId: type.id, supportCategoryId: category.id, supportSubOptionId: subOption.id };
    await insertTicketRow(ctx.database.db, { customerId: customer.id, consultantId: consultant.id }, ids);
    await insertTicketRow(ctx.database.db, { customerId: customer.id, consultantId: consultant.id }, ids);
    await addSkill(type.id);

    expectError(
      await request('DELETE', `${ADMIN}/types/${type.id}`, { headers: asAdmin() }),
      409,
      'This support type is used by 2 ticket(s) and 1 consultant skill(s) and cannot be deleted',
    );
    expectError(
      await request('DELETE', `${ADMIN}/categories/${category.id}`, { headers: asAdmin() }),
      409,
      'This support category is used by 2 ticket(s) and cannot be deleted',
    );
    expectError(
      await request('DELETE', `${ADMIN}/suboptions/${subOption.id}`, { headers: asAdmin() }),
      409,
      'This support sub-option is used by 2 ticket(s) and cannot be deleted',
    );
  });
});

describe('categories and sub-options', () => {
  it('400 when the support type is missing, not an id, or unknown', async () => {
    const post = (payload: unknown) =>
      request('POST', `${ADMIN}/categories`, { payload, headers: asAdmin() });
    expectError(
      await post({ name: 'Kernel', shortCode: 'KE' }),
      400,
      'Support type is required',
      'supportTypeId',
    );
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
      'supportTypeId',
    );
    const subOption = await request('POST', `${ADMIN}/suboptions`, {
      payload: { name: 'L1', shortCode: 'L1', supportTypeId: crypto.randomUUID() },
      headers: asAdmin(),
    });
    expectError(subOption, 400, 'Support type not found', 'supportTypeId');
  });

  it('short codes are unique within their type only', async () => {
    const one = await createType();
    const other = await createType();
    const category = await createCategory(one.id, { shortCode: 'KE' });
    expect(category.shortCode).toBe('KE');
    const clash = await request('POST', `${ADMIN}/categories`, {
      payload: { name: 'Kernel again', shortCode: 'ke', supportTypeId: one.id },
      headers: asAdmin(),
    });
    expectError(clash, 409, 'A category with short code KE already exists in this support type', 'shortCode');
    await createCategory(other.id, { shortCode: 'KE' });

    await createSubOption(one.id, { shortCode: 'L1' });
    const subClash = await request('POST', `${ADMIN}/suboptions`, {
      payload: { name: 'Level 1 again', shortCode: 'L1', supportTypeId: one.id },
      headers: asAdmin(),
    });
    expectError(
      subClash,
      409,
      'A sub-option with short code L1 already exists in this support type',
      'shortCode',
    );
  });

  it('a sub-option does not require an SR identifier unless told, and PUT can change that', async () => {
    const type = await createType();
    const sub = await createSubOption(type.id);
    expect(sub).toMatchObject({
      requiresSrIdentifier: false,
      supportTypeId: type.id,
      supportTypeName: type.name,
    });
    const response = await request('PUT', `${ADMIN}/suboptions/${sub.id}`, {
      payload: {
        name: 'Service request',
        shortCode: 'SR',
        supportTypeId: type.id,
        requiresSrIdentifier: true,
      },
      headers: asAdmin(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Service request',
      shortCode: 'SR',
      requiresSrIdentifier: true,
    });
  });

  it('an unused category moves to another type; a used one keeps its type (409 saying why)', async () => {
    const one = await createType();
    const other = await createType();
    const free = await createCategory(one.id);
    const moved = await request('PUT', `${ADMIN}/categories/${free.id}`, {
      payload: { name: 'Moved', shortCode: free.shortCode, supportTypeId: other.id },
      headers: asAdmin(),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ supportTypeId: other.id, supportTypeName: other.name });

    const used = await createCategory(one.id);
    await addSkill(one.id, used.id);
    const refused = await request('PUT', `${ADMIN}/categories/${used.id}`, {
      payload: { name: 'Moved', shortCode: used.shortCode, supportTypeId: other.id },
      headers: asAdmin(),
    });
    expectError(
      refused,
      409,
      'This support category is used by 1 consultant skill(s); its support type cannot change',
    );
    // Renaming in place is fine.
    const renamed = await request('PUT', `${ADMIN}/categories/${used.id}`, {
      payload: { name: 'Renamed in place', shortCode: used.shortCode, supportTypeId: one.id },
      headers: asAdmin(),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('DELETE: 204 when unused, 409 when a skill uses it, 404 when unknown', async () => {
    const type = await createType();
    const free = await createCategory(type.id);
    const used = await createCategory(type.id);
    const freeSub = await createSubOption(type.id);
    const usedSub = await createSubOption(type.id);
    await addSkill(type.id, used.id, usedSub.id);

    expect(
      (await request('DELETE', `${ADMIN}/categories/${free.id}`, { headers: asAdmin() })).statusCode,
    ).toBe(204);
    expect(
      (await request('DELETE', `${ADMIN}/suboptions/${freeSub.id}`, { headers: asAdmin() })).statusCode,
    ).toBe(204);
    expectError(
      await request('DELETE', `${ADMIN}/categories/${used.id}`, { headers: asAdmin() }),
      409,
      'This support category is used by 1 consultant skill(s) and cannot be deleted',
    );
    expectError(
      await request('DELETE', `${ADMIN}/suboptions/${usedSub.id}`, { headers: asAdmin() }),
      409,
      'This support sub-option is used by 1 consultant skill(s) and cannot be deleted',
    );
    expectError(
      await request('DELETE', `${ADMIN}/categories/${free.id}`, { headers: asAdmin() }),
      404,
      'Support category not found',
    );
    expectError(
      await request('DELETE', `${ADMIN}/suboptions/${freeSub.id}`, { headers: asAdmin() }),
      404,
      'Support sub-option not found',
    );
    expectError(
      await request('PUT', `${ADMIN}/categories/${free.id}`, {
        payload: { name: 'Gone', shortCode: 'GO', supportTypeId: type.id },
        headers: asAdmin(),
      }),
      404,
      'Support category not found',
    );
  });
});
