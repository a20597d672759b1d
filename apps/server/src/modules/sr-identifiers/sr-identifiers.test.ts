import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, EXPECTED_ERRORS, type TestUser } from '../../../test/factories';
import { openRouteSuite, routeRequester } from '../../../test/route-suite';
import type { TestContext } from '../../../test/test-app';
import { createSrIdentifiersRepository } from './sr-identifiers.repository';

let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;
let consultant: TestUser;

beforeAll(async () => {
  ({ ctx, admin, customer, consultant } = await openRouteSuite({ firstName: 'Asha', lastName: 'Rao' }));
});
afterAll(() => ctx.close());

const UNAUTHENTICATED = EXPECTED_ERRORS.unauthenticated;
const FORBIDDEN = EXPECTED_ERRORS.adminOnly;
const REQUIRED = 'Identifier and Task are required';
const NOT_FOUND = { error: 'SR identifier not found', code: 'NOT_FOUND' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Headers = Record<string, string>;
interface SrIdentifier {
  id: string;
  identifier: string;
  task: string;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

const request = routeRequester(() => ctx);

const asAdmin = () => authHeader(admin);
const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
const identifiersOf = (rows: SrIdentifier[]) => rows.map((row) => row.identifier);

/** Rows straight in the database, for lists larger than the tests care to post one by one. */
async function seed(identifier: string, task: string, isActive = true): Promise<SrIdentifier> {
  const row = await createSrIdentifiersRepository(ctx.database.db).insert({ identifier, task, isActive });
  if (!row) throw new Error(`seed: ${identifier} already exists`);
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Creates an identifier as the admin and returns it. */
async function create(payload: { identifier: string; task: string; isActive?: boolean }) {
  const response = await request('POST', '/api/ServiceRequestIdentifiers', { payload, headers: asAdmin() });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as SrIdentifier;
}

const validationError = (message: string, path: string) => ({
  error: message,
  code: 'VALIDATION_FAILED',
  details: [{ path, message }],
});

const conflict = (identifier: string) => {
  const message = `SR identifier ${identifier} already exists`;
  return { error: message, code: 'CONFLICT', details: [{ path: 'identifier', message }] };
};

describe('GET /api/ServiceRequestIdentifiers', () => {
  const list = (params: Record<string, string>, headers: Headers = asAdmin()) =>
    request('GET', `/api/ServiceRequestIdentifiers?${query(params)}`, { headers });

  beforeAll(async () => {
    await seed('LST2002', 'Kernel upgrade of the production system');
    await seed('lst2001', 'Transport import into QA');
    await seed('LST2003', 'Retired: client copy', false);
    await seed('LST2004', 'Disk usage 100%_full alert');
  });

  it('401 without a token', async () => {
    const response = await list({}, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });

  it('400 for a search over 200 characters', async () => {
    const response = await list({ search: 'x'.repeat(201) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(validationError('search must be at most 200 characters', 'search'));
  });

  it('gives admins every identifier, active or not, ordered by identifier whatever its case', async () => {
    const response = await list({ search: 'lst200' });
    expect(response.statusCode).toBe(200);
    expect(identifiersOf(response.json())).toEqual(['lst2001', 'LST2002', 'LST2003', 'LST2004']);
    expect(response.json()[2]).toMatchObject({ identifier: 'LST2003', isActive: false });
  });

  it('hides inactive identifiers from customers and consultants', async () => {
    for (const user of [customer, consultant]) {
      const response = await list({ search: 'LST200' }, authHeader(user));
      expect(response.statusCode, user.role).toBe(200);
      expect(identifiersOf(response.json()), user.role).toEqual(['lst2001', 'LST2002', 'LST2004']);
    }
  });

  it('matches the task as well as the identifier, case-insensitively, anywhere in the text', async () => {
    const byTask = await list({ search: 'KERNEL UPGRADE' });
    expect(identifiersOf(byTask.json())).toEqual(['LST2002']);
    const byMiddle = await list({ search: 't200' });
    expect(identifiersOf(byMiddle.json())).toEqual(['lst2001', 'LST2002', 'LST2003', 'LST2004']);
  });

  it('takes % and _ in the search literally', async () => {
    expect(identifiersOf((await list({ search: '100%_full' })).json())).toEqual(['LST2004']);
    expect(identifiersOf((await list({ search: 'LST_00' })).json())).toEqual([]);
    expect(identifiersOf((await list({ search: '%' })).json())).toEqual(['LST2004']);
  });

  it('treats a blank search as no search', async () => {
    const response = await list({ search: '   ' });
    expect(response.statusCode).toBe(200);
    expect(identifiersOf(response.json())).toEqual(expect.arrayContaining(['lst2001', 'LST2003']));
  });
});

describe('GET /api/ServiceRequestIdentifiers/suggestions', () => {
  const suggest = (search: string | undefined, headers: Headers = authHeader(customer)) =>
    request(
      'GET',
      `/api/ServiceRequestIdentifiers/suggestions?${query(search === undefined ? {} : { search })}`,
      {
        headers,
      },
    );

  beforeAll(async () => {
    // 25 active identifiers of one family and an inactive one that would sort among them.
    for (let n = 1; n <= 25; n++) await seed(`QM${String(n).padStart(3, '0')}`, `Quarterly maintenance ${n}`);
    await seed('QM000', 'Inactive quarterly maintenance', false);
    // Prefix matches and matches elsewhere (identifier middle, task) for the ordering.
    await seed('ZK-XV9', 'Contains the search in the identifier');
    await seed('AA100', 'Task mentions xv9 somewhere');
    await seed('xv9-b', 'Prefix match, lower case');
    await seed('XV9-A', 'Prefix match');
    await seed('XV9-OFF', 'Inactive prefix match', false);
  });

  it('401 without a token', async () => {
    const response = await suggest('QM', {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });

  it('lists identifiers that start with the search first, then other matches, each by identifier', async () => {
    const response = await suggest('xv9');
    expect(response.statusCode).toBe(200);
    expect(identifiersOf(response.json())).toEqual(['XV9-A', 'xv9-b', 'AA100', 'ZK-XV9']);
  });

  it('never suggests inactive identifiers, even to admins', async () => {
    const response = await suggest('xv9-', asAdmin());
    expect(identifiersOf(response.json())).toEqual(['XV9-A', 'xv9-b']);
  });

  it('gives at most 20 for a search of 2 or fewer characters', async () => {
    const response = await suggest('qm');
    expect(response.statusCode).toBe(200);
    const expected = Array.from({ length: 20 }, (_, i) => `QM${String(i + 1).padStart(3, '0')}`);
    expect(identifiersOf(response.json())).toEqual(expected);
  });

  it('gives at most 10 once the search has 3 characters or more', async () => {
    const response = await suggest('QM0');
    const expected = Array.from({ length: 10 }, (_, i) => `QM${String(i + 1).padStart(3, '0')}`);
    expect(identifiersOf(response.json())).toEqual(expected);
    expect(identifiersOf((await suggest('Quarterly maintenance')).json())).toHaveLength(10);
  });

  it('gives 20 active identifiers without a search', async () => {
    for (const search of [undefined, '']) {
      const response = await suggest(search);
      expect(response.statusCode).toBe(200);
      const rows = response.json() as SrIdentifier[];
      expect(rows).toHaveLength(20);
      expect(rows.every((row) => row.isActive)).toBe(true);
    }
  });

  it('is empty when nothing matches', async () => {
    const response = await suggest('no-such-identifier');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});

describe('GET /api/ServiceRequestIdentifiers/lookup', () => {
  const lookup = (identifier: string | undefined, headers: Headers = authHeader(customer)) =>
    request(
      'GET',
      `/api/ServiceRequestIdentifiers/lookup?${query(identifier === undefined ? {} : { identifier })}`,
      {
        headers,
      },
    );

  beforeAll(async () => {
    await seed('SR4401', 'Apply SAP Notes to the development system');
    await seed('SR4402', 'Old archiving run', false);
  });

  it('401 without a token', async () => {
    const response = await lookup('SR4401', {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });

  it('Required for a missing or blank identifier', async () => {
    for (const identifier of [undefined, '', '   ']) {
      const response = await lookup(identifier);
      expect(response.statusCode, String(identifier)).toBe(200);
      expect(response.json()).toEqual({
        status: 'Required',
        message: 'SR Identifier is required',
        identifier: null,
        task: null,
      });
    }
  });

  it('Valid with the task for an active identifier, matched exactly but in any case', async () => {
    for (const identifier of ['SR4401', ' sr4401 ']) {
      const response = await lookup(identifier);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'Valid',
        message: 'Valid SR Identifier',
        identifier: 'SR4401',
        task: 'Apply SAP Notes to the development system',
      });
    }
  });

  it('Inactive without the task for an inactive identifier', async () => {
    const response = await lookup('sr4402');
    expect(response.json()).toEqual({
      status: 'Inactive',
      message: 'SR Identifier is inactive',
      identifier: 'SR4402',
      task: null,
    });
  });

  it('NotFound for an unknown identifier and for a mere prefix of a known one', async () => {
    for (const identifier of ['SR9999', 'SR440', 'SR4401%']) {
      const response = await lookup(identifier);
      expect(response.json(), identifier).toEqual({
        status: 'NotFound',
        message: 'SR Identifier not found',
        identifier: null,
        task: null,
      });
    }
  });
});

describe('GET /api/ServiceRequestIdentifiers/:id', () => {
  let active: SrIdentifier;
  let inactive: SrIdentifier;
  beforeAll(async () => {
    active = await seed('GET5501', 'Visible to everyone');
    inactive = await seed('GET5502', 'Visible to admins', false);
  });

  it('401 without a token', async () => {
    const response = await request('GET', `/api/ServiceRequestIdentifiers/${active.id}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });

  it('400 for an id that is not a uuid', async () => {
    const response = await request('GET', '/api/ServiceRequestIdentifiers/not-a-uuid', {
      headers: asAdmin(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(validationError('Invalid id', 'id'));
  });

  it('404 for an unknown id, and for an inactive identifier asked for by a customer', async () => {
    const unknown = await request('GET', `/api/ServiceRequestIdentifiers/${crypto.randomUUID()}`, {
      headers: asAdmin(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(NOT_FOUND);

    const hidden = await request('GET', `/api/ServiceRequestIdentifiers/${inactive.id}`, {
      headers: authHeader(customer),
    });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(NOT_FOUND);
  });

  it('200 for an active identifier to anyone, and for an inactive one to admins', async () => {
    const forCustomer = await request('GET', `/api/serviceRequestIdentifiers/${active.id}`, {
      headers: authHeader(customer),
    });
    expect(forCustomer.statusCode).toBe(200);
    expect(forCustomer.json()).toEqual(active);

    const forAdmin = await request('GET', `/api/ServiceRequestIdentifiers/${inactive.id}`, {
      headers: asAdmin(),
    });
    expect(forAdmin.statusCode).toBe(200);
    expect(forAdmin.json()).toEqual(inactive);
  });
});

describe('POST /api/ServiceRequestIdentifiers', () => {
  const post = (payload: unknown, headers: Headers = asAdmin()) =>
    request('POST', '/api/ServiceRequestIdentifiers', { payload, headers });

  it('401 without a token', async () => {
    const response = await post({ identifier: 'SR6600', task: 'No token' }, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });

  it('400 "Identifier and Task are required" for a missing or blank identifier or task', async () => {
    const cases = [
      [{ task: 'A task' }, 'identifier'],
      [{ identifier: '   ', task: 'A task' }, 'identifier'],
      [{ identifier: null, task: 'A task' }, 'identifier'],
      [{ identifier: 'SR6601' }, 'task'],
      [{ identifier: 'SR6601', task: '' }, 'task'],
    ] as const;
    for (const [payload, path] of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual(validationError(REQUIRED, path));
    }
  });

  it('400 for an identifier over 50 characters, a wrong isActive or an unknown field', async () => {
    const long = await post({ identifier: 'S'.repeat(51), task: 'Too long' });
    expect(long.json()).toEqual(validationError('Identifier must be at most 50 characters', 'identifier'));
    const flag = await post({ identifier: 'SR6602', task: 'Flag', isActive: 'yes' });
    expect(flag.json()).toEqual(validationError('isActive must be true or false', 'isActive'));
    const unknown = await post({ identifier: 'SR6602', task: 'Extra', createdAt: 'x' });
    expect(unknown.json()).toEqual(validationError('Unknown field: createdAt', ''));
  });

  it('403 for a customer and for a consultant, and nothing is created', async () => {
    for (const user of [customer, consultant]) {
      const response = await post({ identifier: 'SR6603', task: 'Forbidden' }, authHeader(user));
      expect(response.statusCode, user.role).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
    const list = await request('GET', '/api/ServiceRequestIdentifiers?search=SR6603', { headers: asAdmin() });
    expect(list.json()).toEqual([]);
  });

  it('201 with the identifier and task trimmed, active unless told otherwise', async () => {
    const response = await post({ identifier: '  SR6604 ', task: '  Refresh QA from production  ' });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      id: expect.stringMatching(UUID),
      identifier: 'SR6604',
      task: 'Refresh QA from production',
      isActive: true,
      createdAt: expect.any(String),
      updatedAt: created.createdAt,
    });
    const inactive = await create({ identifier: 'SR6605', task: 'Parked', isActive: false });
    expect(inactive.isActive).toBe(false);

    const read = await request('GET', `/api/ServiceRequestIdentifiers/${created.id}`, { headers: asAdmin() });
    expect(read.json()).toEqual(created);
  });

  it('409 for an identifier that exists in any case, naming it, and nothing is added', async () => {
    await create({ identifier: 'SR6606', task: 'Original' });
    for (const identifier of ['SR6606', 'sr6606', ' Sr6606 ']) {
      const response = await post({ identifier, task: 'Duplicate' });
      expect(response.statusCode, identifier).toBe(409);
      expect(response.json()).toEqual(conflict(identifier.trim()));
    }
    const list = await request('GET', '/api/ServiceRequestIdentifiers?search=6606', { headers: asAdmin() });
    expect(list.json()).toMatchObject([{ identifier: 'SR6606', task: 'Original' }]);
  });
});

describe('PUT /api/ServiceRequestIdentifiers/:id', () => {
  const put = (id: string, payload: unknown, headers: Headers = asAdmin()) =>
    request('PUT', `/api/ServiceRequestIdentifiers/${id}`, { payload, headers });

  let target: SrIdentifier;
  beforeAll(async () => {
    target = await create({ identifier: 'SR7701', task: 'Original task' });
    await create({ identifier: 'SR7702', task: 'Another identifier' });
  });

  it('401 without a token', async () => {
    const response = await put(target.id, { identifier: 'SR7701', task: 'No token' }, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });

  it('400 for a malformed id or a missing or blank field', async () => {
    const malformed = await put('not-a-uuid', { identifier: 'SR7701', task: 'Task' });
    expect(malformed.json()).toEqual(validationError('Invalid id', 'id'));
    for (const [payload, path] of [
      [{ task: 'Task' }, 'identifier'],
      [{ identifier: 'SR7701', task: ' ' }, 'task'],
    ] as const) {
      const response = await put(target.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual(validationError(REQUIRED, path));
    }
  });

  it('403 for a customer and for a consultant, and nothing changes', async () => {
    for (const user of [customer, consultant]) {
      const response = await put(target.id, { identifier: 'SR7701', task: 'Changed' }, authHeader(user));
      expect(response.statusCode, user.role).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
    const read = await request('GET', `/api/ServiceRequestIdentifiers/${target.id}`, { headers: asAdmin() });
    expect(read.json()).toEqual(target);
  });

  it('404 for an unknown id, even with an identifier that exists', async () => {
    for (const identifier of ['SR7799', 'SR7702']) {
      const response = await put(crypto.randomUUID(), { identifier, task: 'Ghost' });
      expect(response.statusCode, identifier).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
  });

  it('409 when renamed onto another identifier in any case', async () => {
    const response = await put(target.id, { identifier: 'sr7702', task: 'Clash' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(conflict('sr7702'));
  });

  it('keeps isActive when it is not sent, changes case and task of its own identifier', async () => {
    const response = await put(target.id, { identifier: ' sr7701 ', task: ' New task ' });
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    expect(updated).toEqual({
      ...target,
      identifier: 'sr7701',
      task: 'New task',
      isActive: true,
      updatedAt: expect.any(String),
    });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(target.updatedAt));
  });

  it('deactivates: customers no longer see it, admins do', async () => {
    const response = await put(target.id, { identifier: 'SR7701', task: 'New task', isActive: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ identifier: 'SR7701', isActive: false });

    const forCustomer = await request('GET', '/api/ServiceRequestIdentifiers?search=SR770', {
      headers: authHeader(customer),
    });
    expect(identifiersOf(forCustomer.json())).toEqual(['SR7702']);
    const forAdmin = await request('GET', '/api/ServiceRequestIdentifiers?search=SR770', {
      headers: asAdmin(),
    });
    expect(identifiersOf(forAdmin.json())).toEqual(['SR7701', 'SR7702']);
  });
});

describe('DELETE /api/ServiceRequestIdentifiers/:id', () => {
  const remove = (id: string, headers: Headers = asAdmin()) =>
    request('DELETE', `/api/ServiceRequestIdentifiers/${id}`, { headers });

  let target: SrIdentifier;
  beforeAll(async () => {
    target = await create({ identifier: 'SR8801', task: 'To be deleted' });
  });

  it('401 without a token', async () => {
    const response = await remove(target.id, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });

  it('400 for a malformed id', async () => {
    const response = await remove('not-a-uuid');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(validationError('Invalid id', 'id'));
  });

  it('403 for a customer and for a consultant, and the identifier stays', async () => {
    for (const user of [customer, consultant]) {
      const response = await remove(target.id, authHeader(user));
      expect(response.statusCode, user.role).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
    const read = await request('GET', `/api/ServiceRequestIdentifiers/${target.id}`, { headers: asAdmin() });
    expect(read.statusCode).toBe(200);
  });

  it('404 for an unknown id', async () => {
    const response = await remove(crypto.randomUUID());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
  });

  it('204, then it is gone and its identifier can be used again', async () => {
    const response = await remove(target.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const again = await remove(target.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(NOT_FOUND);

    const reused = await create({ identifier: 'sr8801', task: 'Reused identifier' });
    expect(reused.identifier).toBe('sr8801');
  });
});
