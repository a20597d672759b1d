import crypto from 'node:crypto';
import {
  type SrIdentifier,
  srIdentifierListSchema,
  srIdentifierSchema,
  srLookupResultSchema,
} from '@basisdesk/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ONLY, AUTHENTICATION_REQUIRED, expectBody, expectError } from '../../../test/expect-response';
import { useRouteSuite } from '../../../test/route-suite';
import { type Caller, NO_TOKEN } from '../../../test/send-request';
import { createSrIdentifiersRepository } from './sr-identifiers.repository';

const suite = useRouteSuite({ admin: { firstName: 'Asha', lastName: 'Rao' } });

const REQUIRED = 'Identifier and Task are required';
const NOT_FOUND = 'SR identifier not found';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const URL = '/api/ServiceRequestIdentifiers';

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
const identifiersOf = (rows: SrIdentifier[]) => rows.map((row) => row.identifier);

/** The list as the caller sees it, expecting the 200. */
const listed = async (search: string, caller: Caller = suite.admin) =>
  expectBody(await suite.send('GET', `${URL}?${query({ search })}`, caller), 200, srIdentifierListSchema);
/** One identifier as the caller reads it, expecting the 200. */
const read = async (id: string, caller: Caller = suite.admin) =>
  expectBody(await suite.send('GET', `${URL}/${id}`, caller), 200, srIdentifierSchema);

/** Rows straight in the database, for lists larger than the tests care to post one by one. */
async function seed(identifier: string, task: string, isActive = true): Promise<SrIdentifier> {
  const row = await createSrIdentifiersRepository(suite.database.db).insert({ identifier, task, isActive });
  if (!row) throw new Error(`seed: ${identifier} already exists`);
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Creates an identifier as the admin and returns it. */
async function create(payload: { identifier: string; task: string; isActive?: boolean }) {
  return expectBody(await suite.send('POST', URL, suite.admin, payload), 201, srIdentifierSchema);
}

const expectConflict = (response: Parameters<typeof expectError>[0], identifier: string) =>
  expectError(response, 409, `SR identifier ${identifier} already exists`, { path: 'identifier' });

describe('GET /api/ServiceRequestIdentifiers', () => {
  const list = (params: Record<string, string>, caller: Caller = suite.admin) =>
    suite.send('GET', `${URL}?${query(params)}`, caller);

  beforeAll(async () => {
    await seed('LST2002', 'Kernel upgrade of the production system');
    await seed('lst2001', 'Transport import into QA');
    await seed('LST2003', 'Retired: client copy', false);
    await seed('LST2004', 'Disk usage 100%_full alert');
  });

  it('401 without a token', async () => {
    expectError(await list({}, NO_TOKEN), ...AUTHENTICATION_REQUIRED);
  });

  it('400 for a search over 200 characters', async () => {
    const response = await list({ search: 'x'.repeat(201) });
    expectError(response, 400, 'search must be at most 200 characters', { path: 'search' });
  });

  it('gives admins every identifier, active or not, ordered by identifier whatever its case', async () => {
    const rows = await listed('lst200');
    expect(identifiersOf(rows)).toEqual(['lst2001', 'LST2002', 'LST2003', 'LST2004']);
    expect(rows[2]).toMatchObject({ identifier: 'LST2003', isActive: false });
  });

  it('hides inactive identifiers from customers and consultants', async () => {
    for (const user of [suite.customer, suite.consultant]) {
      expect(identifiersOf(await listed('LST200', user)), user.role).toEqual([
        'lst2001',
        'LST2002',
        'LST2004',
      ]);
    }
  });

  it('matches the task as well as the identifier, case-insensitively, anywhere in the text', async () => {
    expect(identifiersOf(await listed('KERNEL UPGRADE'))).toEqual(['LST2002']);
    expect(identifiersOf(await listed('t200'))).toEqual(['lst2001', 'LST2002', 'LST2003', 'LST2004']);
  });

  it('takes % and _ in the search literally', async () => {
    expect(identifiersOf(await listed('100%_full'))).toEqual(['LST2004']);
    expect(identifiersOf(await listed('LST_00'))).toEqual([]);
    expect(identifiersOf(await listed('%'))).toEqual(['LST2004']);
  });

  it('treats a blank search as no search', async () => {
    expect(identifiersOf(await listed('   '))).toEqual(expect.arrayContaining(['lst2001', 'LST2003']));
  });
});

describe('GET /api/ServiceRequestIdentifiers/suggestions', () => {
  const suggest = (search: string | undefined, caller: Caller = suite.customer) =>
    suite.send('GET', `${URL}/suggestions?${query(search === undefined ? {} : { search })}`, caller);
  const suggested = async (search: string | undefined, caller?: Caller) =>
    expectBody(await suggest(search, caller), 200, srIdentifierListSchema);

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
    expectError(await suggest('QM', NO_TOKEN), ...AUTHENTICATION_REQUIRED);
  });

  it('lists identifiers that start with the search first, then other matches, each by identifier', async () => {
    expect(identifiersOf(await suggested('xv9'))).toEqual(['XV9-A', 'xv9-b', 'AA100', 'ZK-XV9']);
  });

  it('never suggests inactive identifiers, even to admins', async () => {
    expect(identifiersOf(await suggested('xv9-', suite.admin))).toEqual(['XV9-A', 'xv9-b']);
  });

  it('gives at most 20 for a search of 2 or fewer characters', async () => {
    const expected = Array.from({ length: 20 }, (_, i) => `QM${String(i + 1).padStart(3, '0')}`);
    expect(identifiersOf(await suggested('qm'))).toEqual(expected);
  });

  it('gives at most 10 once the search has 3 characters or more', async () => {
    const expected = Array.from({ length: 10 }, (_, i) => `QM${String(i + 1).padStart(3, '0')}`);
    expect(identifiersOf(await suggested('QM0'))).toEqual(expected);
    expect(identifiersOf(await suggested('Quarterly maintenance'))).toHaveLength(10);
  });

  it('gives 20 active identifiers without a search', async () => {
    for (const search of [undefined, '']) {
      const rows = await suggested(search);
      expect(rows).toHaveLength(20);
      expect(rows.every((row) => row.isActive)).toBe(true);
    }
  });

  it('is empty when nothing matches', async () => {
    expect(await suggested('no-such-identifier')).toEqual([]);
  });
});

describe('GET /api/ServiceRequestIdentifiers/lookup', () => {
  const lookup = (identifier: string | undefined, caller: Caller = suite.customer) =>
    suite.send('GET', `${URL}/lookup?${query(identifier === undefined ? {} : { identifier })}`, caller);
  const lookedUp = async (identifier: string | undefined) =>
    expectBody(await lookup(identifier), 200, srLookupResultSchema);

  beforeAll(async () => {
    await seed('SR4401', 'Apply SAP Notes to the development system');
    await seed('SR4402', 'Old archiving run', false);
  });

  it('401 without a token', async () => {
    expectError(await lookup('SR4401', NO_TOKEN), ...AUTHENTICATION_REQUIRED);
  });

  it('Required for a missing or blank identifier', async () => {
    for (const identifier of [undefined, '', '   ']) {
      expect(await lookedUp(identifier), String(identifier)).toEqual({
        status: 'Required',
        message: 'SR Identifier is required',
        identifier: null,
        task: null,
      });
    }
  });

  it('Valid with the task for an active identifier, matched exactly but in any case', async () => {
    for (const identifier of ['SR4401', ' sr4401 ']) {
      expect(await lookedUp(identifier)).toEqual({
        status: 'Valid',
        message: 'Valid SR Identifier',
        identifier: 'SR4401',
        task: 'Apply SAP Notes to the development system',
      });
    }
  });

  it('Inactive without the task for an inactive identifier', async () => {
    expect(await lookedUp('sr4402')).toEqual({
      status: 'Inactive',
      message: 'SR Identifier is inactive',
      identifier: 'SR4402',
      task: null,
    });
  });

  it('NotFound for an unknown identifier and for a mere prefix of a known one', async () => {
    for (const identifier of ['SR9999', 'SR440', 'SR4401%']) {
      expect(await lookedUp(identifier), identifier).toEqual({
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
    expectError(await suite.send('GET', `${URL}/${active.id}`), ...AUTHENTICATION_REQUIRED);
  });

  it('400 for an id that is not a uuid', async () => {
    const response = await suite.send('GET', `${URL}/not-a-uuid`, suite.admin);
    expectError(response, 400, 'Invalid id', { path: 'id' });
  });

  it('404 for an unknown id, and for an inactive identifier asked for by a customer', async () => {
    const unknown = await suite.send('GET', `${URL}/${crypto.randomUUID()}`, suite.admin);
    expectError(unknown, 404, NOT_FOUND);

    const hidden = await suite.send('GET', `${URL}/${inactive.id}`, suite.customer);
    expectError(hidden, 404, NOT_FOUND);
  });

  it('200 for an active identifier to anyone, and for an inactive one to admins', async () => {
    const forCustomer = await suite.send(
      'GET',
      `/api/serviceRequestIdentifiers/${active.id}`,
      suite.customer,
    );
    expect(expectBody(forCustomer, 200, srIdentifierSchema)).toEqual(active);
    expect(await read(inactive.id)).toEqual(inactive);
  });
});

describe('POST /api/ServiceRequestIdentifiers', () => {
  const post = (payload: unknown, caller: Caller = suite.admin) => suite.send('POST', URL, caller, payload);

  it('401 without a token', async () => {
    expectError(await post({ identifier: 'SR6600', task: 'No token' }, NO_TOKEN), ...AUTHENTICATION_REQUIRED);
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
      expectError(response, 400, REQUIRED, { path });
    }
  });

  it('400 for an identifier over 50 characters, a wrong isActive or an unknown field', async () => {
    const long = await post({ identifier: 'S'.repeat(51), task: 'Too long' });
    expectError(long, 400, 'Identifier must be at most 50 characters', { path: 'identifier' });
    const flag = await post({ identifier: 'SR6602', task: 'Flag', isActive: 'yes' });
    expectError(flag, 400, 'isActive must be true or false', { path: 'isActive' });
    const unknown = await post({ identifier: 'SR6602', task: 'Extra', createdAt: 'x' });
    expectError(unknown, 400, 'Unknown field: createdAt', { path: '' });
  });

  it('403 for a customer and for a consultant, and nothing is created', async () => {
    for (const user of [suite.customer, suite.consultant]) {
      expectError(await post({ identifier: 'SR6603', task: 'Forbidden' }, user), ...ADMIN_ONLY);
    }
    expect(await listed('SR6603')).toEqual([]);
  });

  it('201 with the identifier and task trimmed, active unless told otherwise', async () => {
    const response = await post({ identifier: '  SR6604 ', task: '  Refresh QA from production  ' });
    const created = expectBody(response, 201, srIdentifierSchema);
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

    expect(await read(created.id)).toEqual(created);
  });

  it('409 for an identifier that exists in any case, naming it, and nothing is added', async () => {
    await create({ identifier: 'SR6606', task: 'Original' });
    for (const identifier of ['SR6606', 'sr6606', ' Sr6606 ']) {
      expectConflict(await post({ identifier, task: 'Duplicate' }), identifier.trim());
    }
    expect(await listed('6606')).toMatchObject([{ identifier: 'SR6606', task: 'Original' }]);
  });
});

describe('PUT /api/ServiceRequestIdentifiers/:id', () => {
  const put = (id: string, payload: unknown, caller: Caller = suite.admin) =>
    suite.send('PUT', `${URL}/${id}`, caller, payload);

  let target: SrIdentifier;
  beforeAll(async () => {
    target = await create({ identifier: 'SR7701', task: 'Original task' });
    await create({ identifier: 'SR7702', task: 'Another identifier' });
  });

  it('401 without a token', async () => {
    const response = await put(target.id, { identifier: 'SR7701', task: 'No token' }, NO_TOKEN);
    expectError(response, ...AUTHENTICATION_REQUIRED);
  });

  it('400 for a malformed id or a missing or blank field', async () => {
    const malformed = await put('not-a-uuid', { identifier: 'SR7701', task: 'Task' });
    expectError(malformed, 400, 'Invalid id', { path: 'id' });
    for (const [payload, path] of [
      [{ task: 'Task' }, 'identifier'],
      [{ identifier: 'SR7701', task: ' ' }, 'task'],
    ] as const) {
      const response = await put(target.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expectError(response, 400, REQUIRED, { path });
    }
  });

  it('403 for a customer and for a consultant, and nothing changes', async () => {
    for (const user of [suite.customer, suite.consultant]) {
      expectError(await put(target.id, { identifier: 'SR7701', task: 'Changed' }, user), ...ADMIN_ONLY);
    }
    expect(await read(target.id)).toEqual(target);
  });

  it('404 for an unknown id, even with an identifier that exists', async () => {
    for (const identifier of ['SR7799', 'SR7702']) {
      expectError(await put(crypto.randomUUID(), { identifier, task: 'Ghost' }), 404, NOT_FOUND);
    }
  });

  it('409 when renamed onto another identifier in any case', async () => {
    expectConflict(await put(target.id, { identifier: 'sr7702', task: 'Clash' }), 'sr7702');
  });

  it('keeps isActive when it is not sent, changes case and task of its own identifier', async () => {
    const response = await put(target.id, { identifier: ' sr7701 ', task: ' New task ' });
    const updated = expectBody(response, 200, srIdentifierSchema);
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
    expect(expectBody(response, 200, srIdentifierSchema)).toMatchObject({
      identifier: 'SR7701',
      isActive: false,
    });

    expect(identifiersOf(await listed('SR770', suite.customer))).toEqual(['SR7702']);
    expect(identifiersOf(await listed('SR770'))).toEqual(['SR7701', 'SR7702']);
  });
});

describe('DELETE /api/ServiceRequestIdentifiers/:id', () => {
  const remove = (id: string, caller: Caller = suite.admin) => suite.send('DELETE', `${URL}/${id}`, caller);

  let target: SrIdentifier;
  beforeAll(async () => {
    target = await create({ identifier: 'SR8801', task: 'To be deleted' });
  });

  it('401 without a token', async () => {
    expectError(await remove(target.id, NO_TOKEN), ...AUTHENTICATION_REQUIRED);
  });

  it('400 for a malformed id', async () => {
    expectError(await remove('not-a-uuid'), 400, 'Invalid id', { path: 'id' });
  });

  it('403 for a customer and for a consultant, and the identifier stays', async () => {
    for (const user of [suite.customer, suite.consultant]) {
      expectError(await remove(target.id, user), ...ADMIN_ONLY);
    }
    await read(target.id);
  });

  it('404 for an unknown id', async () => {
    expectError(await remove(crypto.randomUUID()), 404, NOT_FOUND);
  });

  it('204, then it is gone and its identifier can be used again', async () => {
    const response = await remove(target.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    expectError(await remove(target.id), 404, NOT_FOUND);

    const reused = await create({ identifier: 'sr8801', task: 'Reused identifier' });
    expect(reused.identifier).toBe('sr8801');
  });
});
