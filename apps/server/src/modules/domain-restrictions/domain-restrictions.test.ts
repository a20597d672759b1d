import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, EXPECTED_ERRORS, type TestUser } from '../../../test/factories';
import { openRouteSuite, routeRequester } from '../../../test/route-suite';
import type { TestContext } from '../../../test/test-app';

let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;
let consultant: TestUser;

beforeAll(async () => {
  ({ ctx, admin, customer, consultant } = await openRouteSuite({ firstName: 'Meera', lastName: 'Iyer' }));
});
afterAll(() => ctx.close());

const UNAUTHENTICATED = EXPECTED_ERRORS.unauthenticated;
const FORBIDDEN = EXPECTED_ERRORS.adminOnly;
const DOMAIN_EXISTS = 'A restriction for this domain already exists';
const NOT_FOUND = { error: 'Domain restriction not found', code: 'NOT_FOUND' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const request = routeRequester(() => ctx);

const asAdmin = () => authHeader(admin);

/** Creates a restriction as the admin and returns it. */
async function restrict(domain: string, reason?: string) {
  const response = await request('POST', '/api/domainrestrictions', {
    payload: { domain, reason },
    headers: asAdmin(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const validationError = (message: string, path: string) => ({
  error: message,
  code: 'VALIDATION_FAILED',
  details: [{ path, message }],
});

const register = (email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: 'secret1', firstName: 'Ravi', lastName: 'Kumar', role: 'Customer' },
  });

const restrictedError = (domain: string) => ({
  error: `Registration with email addresses from ${domain} is not allowed. Please use another email address or contact support.`,
  code: 'DOMAIN_RESTRICTED',
});

describe('GET /api/domainrestrictions', () => {
  it('401 without a token', async () => {
    const response = await request('GET', '/api/domainrestrictions');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });

  it('403 for a customer and for a consultant', async () => {
    for (const user of [customer, consultant]) {
      const response = await request('GET', '/api/domainrestrictions', { headers: authHeader(user) });
      expect(response.statusCode, user.role).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
  });

  it('is empty at first', async () => {
    const response = await request('GET', '/api/domainrestrictions', { headers: asAdmin() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('lists every restriction newest first with the name of the admin who created it', async () => {
    const older = await restrict('alpha-older.com', 'Spam sign-ups');
    const newer = await restrict('zeta-newer.com');

    const response = await request('GET', '/api/DomainRestrictions', { headers: asAdmin() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { ...newer, createdByUserName: 'Meera Iyer' },
      { ...older, createdByUserName: 'Meera Iyer' },
    ]);
    expect(response.json().map((row: { domain: string }) => row.domain)).toEqual([
      'zeta-newer.com',
      'alpha-older.com',
    ]);
  });
});

describe('POST /api/domainrestrictions', () => {
  const post = (payload: unknown, headers: Record<string, string> = asAdmin()) =>
    request('POST', '/api/domainrestrictions', { payload, headers });

  it('401 without a token', async () => {
    const response = await post({ domain: 'no-token.com' }, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });

  it('400 for a missing or blank domain: "Domain is required"', async () => {
    for (const payload of [{}, { domain: '' }, { domain: '   ' }, { domain: null }]) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual(validationError('Domain is required', 'domain'));
    }
  });

  it('400 for text that is not a domain: "Enter a domain such as example.com"', async () => {
    for (const domain of ['not a domain', 'localhost', 'user@example.com', 'example..com', '-bad.com']) {
      const response = await post({ domain });
      expect(response.statusCode, domain).toBe(400);
      expect(response.json()).toEqual(validationError('Enter a domain such as example.com', 'domain'));
    }
  });

  it('400 for an unknown field or a reason over 500 characters', async () => {
    const unknown = await post({ domain: 'extra-field.com', isActive: false });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(validationError('Unknown field: isActive', ''));

    const longReason = await post({ domain: 'long-reason.com', reason: 'x'.repeat(501) });
    expect(longReason.statusCode).toBe(400);
    expect(longReason.json()).toEqual(
      validationError('Reason must be at most 500 characters long', 'reason'),
    );
  });

  it('403 for a customer and for a consultant, and nothing is created', async () => {
    for (const user of [customer, consultant]) {
      const response = await post({ domain: 'forbidden-create.com' }, authHeader(user));
      expect(response.statusCode, user.role).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
    const list = (await request('GET', '/api/domainrestrictions', { headers: asAdmin() })).json();
    expect(list.map((row: { domain: string }) => row.domain)).not.toContain('forbidden-create.com');
  });

  it('409 for a domain that is already restricted, whatever its spelling', async () => {
    await restrict('dup-check.com');
    for (const domain of ['dup-check.com', '  @DUP-Check.COM ']) {
      const response = await post({ domain });
      expect(response.statusCode, domain).toBe(409);
      expect(response.json()).toEqual({
        error: DOMAIN_EXISTS,
        code: 'CONFLICT',
        details: [{ path: 'domain', message: DOMAIN_EXISTS }],
      });
      expect(response.json().error).toContain('already');
    }
  });

  it('creates an active restriction: domain trimmed, lower-cased, without the @; reason trimmed', async () => {
    const before = Date.now();
    const response = await post({ domain: '  @Example-Normalised.COM ', reason: '  Competitor  ' });
    expect(response.statusCode).toBe(201);
    const created = response.json();
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

    const list = (await request('GET', '/api/domainrestrictions', { headers: asAdmin() })).json();
    expect(list[0]).toEqual(created);
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
      expect(response.json()).toMatchObject({ domain: payload.domain, reason: null });
    }
  });
});

describe('PUT /api/domainrestrictions/:id', () => {
  const put = (id: string, payload: unknown, headers: Record<string, string> = asAdmin()) =>
    request('PUT', `/api/domainrestrictions/${id}`, { payload, headers });

  let target: { id: string; createdAt: string; updatedAt: string };
  beforeAll(async () => {
    target = await restrict('edit-me.com', 'Original reason');
  });

  it('401 without a token', async () => {
    const response = await put(target.id, { domain: 'edit-me.com', reason: null, isActive: false }, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });

  it('400 for a malformed id, a missing field, a bad domain or a wrong type', async () => {
    const malformed = await put('not-a-uuid', { domain: 'edit-me.com', reason: null, isActive: false });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual(validationError('Invalid id', 'id'));

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
      expect(response.json()).toEqual(validationError(message, path));
    }
  });

  it('403 for a customer and for a consultant, and nothing changes', async () => {
    for (const user of [customer, consultant]) {
      const response = await put(
        target.id,
        { domain: 'edit-me.com', reason: null, isActive: false },
        authHeader(user),
      );
      expect(response.statusCode, user.role).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
    const list = (await request('GET', '/api/domainrestrictions', { headers: asAdmin() })).json();
    expect(list.find((row: { id: string }) => row.id === target.id)).toMatchObject({
      isActive: true,
      reason: 'Original reason',
    });
  });

  it('404 for an id that does not exist: "Domain restriction not found"', async () => {
    const response = await put(crypto.randomUUID(), { domain: 'ghost.com', reason: null, isActive: true });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
  });

  it('409 when renamed onto the domain of another restriction', async () => {
    await restrict('taken-elsewhere.com');
    const response = await put(target.id, { domain: 'Taken-Elsewhere.com', reason: null, isActive: true });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: DOMAIN_EXISTS,
      code: 'CONFLICT',
      details: [{ path: 'domain', message: DOMAIN_EXISTS }],
    });
  });

  it('keeps its own domain while the reason and active state change', async () => {
    const response = await put(target.id, { domain: 'EDIT-ME.com', reason: '  Paused  ', isActive: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...target,
      domain: 'edit-me.com',
      reason: 'Paused',
      isActive: false,
      createdByUserName: 'Meera Iyer',
      updatedAt: expect.any(String),
    });
    expect(Date.parse(response.json().updatedAt)).toBeGreaterThan(Date.parse(target.updatedAt));
  });

  it('renames the domain, normalised like on create, and the list shows the change', async () => {
    const response = await put(target.id, { domain: ' @Edited.Example.ORG ', reason: '', isActive: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: target.id,
      domain: 'edited.example.org',
      reason: null,
      isActive: true,
      createdAt: target.createdAt,
    });

    const list = (await request('GET', '/api/domainrestrictions', { headers: asAdmin() })).json();
    expect(list.find((row: { id: string }) => row.id === target.id)).toEqual(response.json());
    expect(list.map((row: { domain: string }) => row.domain)).not.toContain('edit-me.com');
  });
});

describe('DELETE /api/domainrestrictions/:id', () => {
  const remove = (id: string, headers: Record<string, string> = asAdmin()) =>
    request('DELETE', `/api/domainrestrictions/${id}`, { headers });

  let target: { id: string };
  beforeAll(async () => {
    target = await restrict('delete-me.com');
  });

  it('401 without a token', async () => {
    const response = await remove(target.id, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });

  it('400 for a malformed id: "Invalid id"', async () => {
    const response = await remove('not-a-uuid');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(validationError('Invalid id', 'id'));
  });

  it('403 for a customer and for a consultant, and the restriction stays', async () => {
    for (const user of [customer, consultant]) {
      const response = await remove(target.id, authHeader(user));
      expect(response.statusCode, user.role).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
    const list = (await request('GET', '/api/domainrestrictions', { headers: asAdmin() })).json();
    expect(list.map((row: { id: string }) => row.id)).toContain(target.id);
  });

  it('404 for an id that does not exist: "Domain restriction not found"', async () => {
    const response = await remove(crypto.randomUUID());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
  });

  it('removes the restriction; a second delete is a 404', async () => {
    const response = await remove(target.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const list = (await request('GET', '/api/domainrestrictions', { headers: asAdmin() })).json();
    expect(list.map((row: { id: string }) => row.id)).not.toContain(target.id);

    const again = await remove(target.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(NOT_FOUND);
  });
});

describe('POST /api/auth/register against domain restrictions', () => {
  let blocked: { id: string; domain: string; reason: string | null };
  beforeAll(async () => {
    blocked = await restrict('example-blocked.com', 'Fraud');
  });

  it('403 for an address at a restricted domain, in any case, naming the domain', async () => {
    for (const email of ['first@example-blocked.com', 'Second@EXAMPLE-Blocked.COM']) {
      const response = await register(email);
      expect(response.statusCode, email).toBe(403);
      expect(response.json()).toEqual(restrictedError('example-blocked.com'));
    }
  });

  it('403 for an address at a subdomain of a restricted domain', async () => {
    const response = await register('third@mail.example-blocked.com');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(restrictedError('example-blocked.com'));
  });

  it('lets through a domain that only ends with the same letters', async () => {
    const response = await register('neighbour@notexample-blocked.com');
    expect(response.statusCode).toBe(204);
  });

  it('lets the same addresses register once the restriction is inactive', async () => {
    const update = await request('PUT', `/api/domainrestrictions/${blocked.id}`, {
      payload: { domain: blocked.domain, reason: blocked.reason, isActive: false },
      headers: asAdmin(),
    });
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({ isActive: false });

    // The refused attempts left no account behind: each address can now sign up.
    for (const email of ['first@example-blocked.com', 'third@mail.example-blocked.com']) {
      const response = await register(email);
      expect(response.statusCode, email).toBe(204);
    }
  });

  it('blocks again when reactivated, and lets through once the restriction is deleted', async () => {
    const reactivate = await request('PUT', `/api/domainrestrictions/${blocked.id}`, {
      payload: { domain: blocked.domain, reason: blocked.reason, isActive: true },
      headers: asAdmin(),
    });
    expect(reactivate.statusCode).toBe(200);
    const refused = await register('fourth@example-blocked.com');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(restrictedError('example-blocked.com'));

    const removed = await request('DELETE', `/api/domainrestrictions/${blocked.id}`, { headers: asAdmin() });
    expect(removed.statusCode).toBe(204);
    const accepted = await register('fourth@example-blocked.com');
    expect(accepted.statusCode).toBe(204);
  });

  it('a restriction on a subdomain does not block its parent domain', async () => {
    await restrict('eu.parent-example.com');
    const child = await register('child@eu.parent-example.com');
    expect(child.statusCode).toBe(403);
    expect(child.json()).toEqual(restrictedError('eu.parent-example.com'));

    const parent = await register('parent@parent-example.com');
    expect(parent.statusCode).toBe(204);
  });
});
