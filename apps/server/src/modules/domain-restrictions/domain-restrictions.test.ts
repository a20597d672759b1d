import crypto from 'node:crypto';
import {
  type DomainRestriction,
  domainRestrictionListSchema,
  domainRestrictionSchema,
} from '@basisdesk/shared';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ONLY, AUTHENTICATION_REQUIRED, expectBody, expectError } from '../../../test/expect-response';
import { useRouteSuite } from '../../../test/route-suite';
import { type Caller, NO_TOKEN } from '../../../test/send-request';

const suite = useRouteSuite({ admin: { firstName: 'Meera', lastName: 'Iyer' } });

const DOMAIN_EXISTS = 'A restriction for this domain already exists';
const NOT_FOUND = 'Domain restriction not found';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const URL = '/api/domainrestrictions';

/** Every restriction as the admin lists it. */
const listed = async (url = URL) =>
  expectBody(await suite.send('GET', url, suite.admin), 200, domainRestrictionListSchema);

/** Creates a restriction as the admin and returns it. */
async function restrict(domain: string, reason?: string) {
  return expectBody(
    await suite.send('POST', URL, suite.admin, { domain, reason }),
    201,
    domainRestrictionSchema,
  );
}

const register = (email: string) =>
  suite.send('POST', '/api/auth/register', NO_TOKEN, {
    email,
    password: 'secret7',
    firstName: 'Ravi',
    lastName: 'Kumar',
    role: 'Customer',
  });

const expectRestricted = (response: LightMyRequestResponse, domain: string) =>
  expectError(
    response,
    403,
    `Registration with email addresses from ${domain} is not allowed. Please use another email address or contact support.`,
    { code: 'DOMAIN_RESTRICTED' },
  );

const expectDomainExists = (response: LightMyRequestResponse) => {
  const body = expectError(response, 409, DOMAIN_EXISTS, { path: 'domain' });
  expect(body.error).toContain('already');
};

describe('GET /api/domainrestrictions', () => {
  it('401 without a token', async () => {
    expectError(await suite.send('GET', URL), ...AUTHENTICATION_REQUIRED);
  });

  it('403 for a customer and for a consultant', async () => {
    for (const user of [suite.customer, suite.consultant]) {
      expectError(await suite.send('GET', URL, user), ...ADMIN_ONLY);
    }
  });

  it('is empty at first', async () => {
    expect(await listed()).toEqual([]);
  });

  it('lists every restriction newest first with the name of the admin who created it', async () => {
    const older = await restrict('alpha-older.com', 'Spam sign-ups');
    const newer = await restrict('zeta-newer.com');

    const rows = await listed('/api/DomainRestrictions');
    expect(rows).toEqual([
      { ...newer, createdByUserName: 'Meera Iyer' },
      { ...older, createdByUserName: 'Meera Iyer' },
    ]);
    expect(rows.map((row) => row.domain)).toEqual(['zeta-newer.com', 'alpha-older.com']);
  });
});

describe('POST /api/domainrestrictions', () => {
  const post = (payload: unknown, caller: Caller = suite.admin) => suite.send('POST', URL, caller, payload);

  it('401 without a token', async () => {
    expectError(await post({ domain: 'no-token.com' }, NO_TOKEN), ...AUTHENTICATION_REQUIRED);
  });

  it('400 for a missing or blank domain: "Domain is required"', async () => {
    for (const payload of [{}, { domain: '' }, { domain: '   ' }, { domain: null }]) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expectError(response, 400, 'Domain is required', { path: 'domain' });
    }
  });

  it('400 for text that is not a domain: "Enter a domain such as example.com"', async () => {
    for (const domain of ['not a domain', 'localhost', 'user@example.com', 'example..com', '-bad.com']) {
      const response = await post({ domain });
      expect(response.statusCode, domain).toBe(400);
      expectError(response, 400, 'Enter a domain such as example.com', { path: 'domain' });
    }
  });

  it('400 for an unknown field or a reason over 500 characters', async () => {
    const unknown = await post({ domain: 'extra-field.com', isActive: false });
    expectError(unknown, 400, 'Unknown field: isActive', { path: '' });

    const longReason = await post({ domain: 'long-reason.com', reason: 'x'.repeat(501) });
    expectError(longReason, 400, 'Reason must be at most 500 characters long', { path: 'reason' });
  });

  it('403 for a customer and for a consultant, and nothing is created', async () => {
    for (const user of [suite.customer, suite.consultant]) {
      expectError(await post({ domain: 'forbidden-create.com' }, user), ...ADMIN_ONLY);
    }
    expect((await listed()).map((row) => row.domain)).not.toContain('forbidden-create.com');
  });

  it('409 for a domain that is already restricted, whatever its spelling', async () => {
    await restrict('dup-check.com');
    for (const domain of ['dup-check.com', '  @DUP-Check.COM ']) {
      const response = await post({ domain });
      expect(response.statusCode, domain).toBe(409);
      expectDomainExists(response);
    }
  });

  it('creates an active restriction: domain trimmed, lower-cased, without the @; reason trimmed', async () => {
    const before = Date.now();
    const response = await post({ domain: '  @Example-Normalised.COM ', reason: '  Competitor  ' });
    const created = expectBody(response, 201, domainRestrictionSchema);
    expect(created).toEqual({
      id: expect.stringMatching(UUID),
      domain: 'example-normalised.com',
      reason: 'Competitor',
      isActive: true,
      createdByUserName: 'Meera Iyer',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(Date.parse(created.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(created.createdAt)).toBeLessThanOrEqual(Date.now() + 1000);

    expect((await listed())[0]).toEqual(created);
  });

  it('stores a missing, null or blank reason as null', async () => {
    const cases = [
      { domain: 'no-reason.com' },
      { domain: 'null-reason.com', reason: null },
      { domain: 'blank-reason.com', reason: '   ' },
    ];
    for (const payload of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(201);
      expect(expectBody(response, 201, domainRestrictionSchema)).toMatchObject({
        domain: payload.domain,
        reason: null,
      });
    }
  });
});

describe('PUT /api/domainrestrictions/:id', () => {
  const put = (id: string, payload: unknown, caller: Caller = suite.admin) =>
    suite.send('PUT', `${URL}/${id}`, caller, payload);

  let target: DomainRestriction;
  beforeAll(async () => {
    target = await restrict('edit-me.com', 'Original reason');
  });

  it('401 without a token', async () => {
    const response = await put(target.id, { domain: 'edit-me.com', reason: null, isActive: false }, NO_TOKEN);
    expectError(response, ...AUTHENTICATION_REQUIRED);
  });

  it('400 for a malformed id, a missing field, a bad domain or a wrong type', async () => {
    const malformed = await put('not-a-uuid', { domain: 'edit-me.com', reason: null, isActive: false });
    expectError(malformed, 400, 'Invalid id', { path: 'id' });

    const cases = [
      [{ domain: 'edit-me.com', reason: null }, 'isActive must be true or false', 'isActive'],
      [{ domain: 'edit-me.com', reason: null, isActive: 'no' }, 'isActive must be true or false', 'isActive'],
      [{ reason: null, isActive: false }, 'Domain is required', 'domain'],
      [{ domain: ' ', reason: null, isActive: false }, 'Domain is required', 'domain'],
      [{ domain: 'edit me', reason: null, isActive: false }, 'Enter a domain such as example.com', 'domain'],
      [
        { domain: 'edit-me.com', reason: null, isActive: false, createdBy: 'x' },
        'Unknown field: createdBy',
        '',
      ],
    ] as const;
    for (const [payload, message, path] of cases) {
      const response = await put(target.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expectError(response, 400, message, { path });
    }
  });

  it('403 for a customer and for a consultant, and nothing changes', async () => {
    for (const user of [suite.customer, suite.consultant]) {
      const response = await put(target.id, { domain: 'edit-me.com', reason: null, isActive: false }, user);
      expectError(response, ...ADMIN_ONLY);
    }
    expect((await listed()).find((row) => row.id === target.id)).toMatchObject({
      isActive: true,
      reason: 'Original reason',
    });
  });

  it('404 for an id that does not exist: "Domain restriction not found"', async () => {
    const response = await put(crypto.randomUUID(), { domain: 'ghost.com', reason: null, isActive: true });
    expectError(response, 404, NOT_FOUND);
  });

  it('409 when renamed onto the domain of another restriction', async () => {
    await restrict('taken-elsewhere.com');
    expectDomainExists(await put(target.id, { domain: 'Taken-Elsewhere.com', reason: null, isActive: true }));
  });

  it('keeps its own domain while the reason and active state change', async () => {
    const response = await put(target.id, { domain: 'EDIT-ME.com', reason: '  Paused  ', isActive: false });
    const updated = expectBody(response, 200, domainRestrictionSchema);
    expect(updated).toEqual({
      ...target,
      domain: 'edit-me.com',
      reason: 'Paused',
      isActive: false,
      createdByUserName: 'Meera Iyer',
      updatedAt: expect.any(String),
    });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(target.updatedAt));
  });

  it('renames the domain, normalised like on create, and the list shows the change', async () => {
    const response = await put(target.id, { domain: ' @Edited.Example.ORG ', reason: '', isActive: true });
    const renamed = expectBody(response, 200, domainRestrictionSchema);
    expect(renamed).toMatchObject({
      id: target.id,
      domain: 'edited.example.org',
      reason: null,
      isActive: true,
      createdAt: target.createdAt,
    });

    const rows = await listed();
    expect(rows.find((row) => row.id === target.id)).toEqual(renamed);
    expect(rows.map((row) => row.domain)).not.toContain('edit-me.com');
  });
});

describe('DELETE /api/domainrestrictions/:id', () => {
  const remove = (id: string, caller: Caller = suite.admin) => suite.send('DELETE', `${URL}/${id}`, caller);

  let target: DomainRestriction;
  beforeAll(async () => {
    target = await restrict('delete-me.com');
  });

  it('401 without a token', async () => {
    expectError(await remove(target.id, NO_TOKEN), ...AUTHENTICATION_REQUIRED);
  });

  it('400 for a malformed id: "Invalid id"', async () => {
    expectError(await remove('not-a-uuid'), 400, 'Invalid id', { path: 'id' });
  });

  it('403 for a customer and for a consultant, and the restriction stays', async () => {
    for (const user of [suite.customer, suite.consultant]) {
      expectError(await remove(target.id, user), ...ADMIN_ONLY);
    }
    expect((await listed()).map((row) => row.id)).toContain(target.id);
  });

  it('404 for an id that does not exist: "Domain restriction not found"', async () => {
    expectError(await remove(crypto.randomUUID()), 404, NOT_FOUND);
  });

  it('removes the restriction; a second delete is a 404', async () => {
    const response = await remove(target.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    expect((await listed()).map((row) => row.id)).not.toContain(target.id);

    expectError(await remove(target.id), 404, NOT_FOUND);
  });
});

describe('POST /api/auth/register against domain restrictions', () => {
  let blocked: DomainRestriction;
  beforeAll(async () => {
    blocked = await restrict('example-blocked.com', 'Fraud');
  });

  const setActive = async (isActive: boolean) => {
    const response = await suite.send('PUT', `${URL}/${blocked.id}`, suite.admin, {
      domain: blocked.domain,
      reason: blocked.reason,
      isActive,
    });
    expect(expectBody(response, 200, domainRestrictionSchema)).toMatchObject({ isActive });
  };

  it('403 for an address at a restricted domain, in any case, naming the domain', async () => {
    for (const email of ['first@example-blocked.com', 'Second@EXAMPLE-Blocked.COM']) {
      const response = await register(email);
      expect(response.statusCode, email).toBe(403);
      expectRestricted(response, 'example-blocked.com');
    }
  });

  it('403 for an address at a subdomain of a restricted domain', async () => {
    expectRestricted(await register('third@mail.example-blocked.com'), 'example-blocked.com');
  });

  it('lets through a domain that only ends with the same letters', async () => {
    expect((await register('neighbour@notexample-blocked.com')).statusCode).toBe(204);
  });

  it('lets the same addresses register once the restriction is inactive', async () => {
    await setActive(false);

    // The refused attempts left no account behind: each address can now sign up.
    for (const email of ['first@example-blocked.com', 'third@mail.example-blocked.com']) {
      const response = await register(email);
      expect(response.statusCode, email).toBe(204);
    }
  });

  it('blocks again when reactivated, and lets through once the restriction is deleted', async () => {
    await setActive(true);
    expectRestricted(await register('fourth@example-blocked.com'), 'example-blocked.com');

    const removed = await suite.send('DELETE', `${URL}/${blocked.id}`, suite.admin);
    expect(removed.statusCode).toBe(204);
    expect((await register('fourth@example-blocked.com')).statusCode).toBe(204);
  });

  it('a restriction on a subdomain does not block its parent domain', async () => {
    await restrict('eu.parent-example.com');
    expectRestricted(await register('child@eu.parent-example.com'), 'eu.parent-example.com');
    expect((await register('parent@parent-example.com')).statusCode).toBe(204);
  });
});
