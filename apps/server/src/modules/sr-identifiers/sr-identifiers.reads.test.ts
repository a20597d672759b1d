import crypto from 'node:crypto';
import {
  type SrIdentifier,
  srIdentifierListSchema,
  srIdentifierSchema,
  srLookupResultSchema,
} from '@basisdesk/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTHENTICATION_REQUIRED, expectBody, expectError } from '../../../test/expect-response';
import { type Caller, NO_TOKEN } from '../../../test/send-request';
import { identifiersOf, NOT_FOUND, query, URL, useSrIdentifierSuite } from './sr-identifiers.test-kit';

const { suite, listed, read, seed } = useSrIdentifierSuite();

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
