import crypto from 'node:crypto';
import { type SrIdentifier, srIdentifierSchema } from '@basisdesk/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ONLY, AUTHENTICATION_REQUIRED, expectBody, expectError } from '../../../test/expect-response';
import { type Caller, NO_TOKEN } from '../../../test/send-request';
import {
  expectConflict,
  identifiersOf,
  NOT_FOUND,
  REQUIRED,
  URL,
  UUID,
  useSrIdentifierSuite,
} from './sr-identifiers.test-kit';

const { suite, listed, read, create } = useSrIdentifierSuite();

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
