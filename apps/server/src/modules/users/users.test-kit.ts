// Shared by the users route tests (users.test.ts, admin-users.test.ts): one app per test file,
// an admin to read records back with, and the request and assertion helpers. `ctx` and `admin`
// are live bindings, set by setUpUsersTestApp() before the file's tests run.
import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { authHeader, createUser, type TestUser, type UserOverrides } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/test-app';

export let ctx: TestContext;
export let admin: TestUser;

export function setUpUsersTestApp() {
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await newUser({ role: 'Admin' });
  });
  afterAll(() => ctx.close());
}

export type Headers = Record<string, string>;

export const NO_TOKEN: Headers = {};
export const GARBAGE_TOKEN: Headers = { authorization: 'Bearer not.a.token' };
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
export const ADMIN_ONLY = 'You need admin privileges to do this';
export const ROLE_MESSAGE = 'Role must be Customer, Consultant or Admin';
export const STATUS_MESSAGE = 'Status must be Active or Inactive';

export const newUser = (overrides: UserOverrides = {}) => createUser(ctx.database.db, overrides);
export const unknownId = () => crypto.randomUUID();
export const tag = () => crypto.randomBytes(4).toString('hex');

export function send(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Headers,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  if (payload === undefined) return ctx.app.inject({ method, url, headers });
  // A string is sent as it stands: PUT Admin/users/:id/role takes a bare JSON string.
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
  return ctx.app.inject({
    method,
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: body,
  });
}

export const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

export const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });

/** Every error leaves as `{ error, code }`, with `details` only for validation failures. */
export function expectError(
  response: LightMyRequestResponse,
  statusCode: number,
  code: string,
  error: string,
) {
  expect(response.statusCode, response.body).toBe(statusCode);
  const body = response.json();
  expect(body).toMatchObject({ error, code });
  for (const key of Object.keys(body)) expect(['error', 'code', 'details']).toContain(key);
}

export const expectUnauthenticated = (response: LightMyRequestResponse, message: string) =>
  expectError(response, 401, 'UNAUTHENTICATED', message);

/** The user as an admin reads it back, to prove a refused request changed nothing. */
export async function readBack(id: string) {
  const response = await send('GET', `/api/users/${id}`, authHeader(admin));
  expect(response.statusCode).toBe(200);
  return response.json();
}

export async function listUsers(
  query: Record<string, string | number>,
  headers: Headers = authHeader(admin),
) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) search.set(key, String(value));
  return send('GET', `/api/Admin/users?${search}`, headers);
}
