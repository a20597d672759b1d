import type { PlatformSettings } from '@basisdesk/shared/settings/platform-settings.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  createUserOfEachRole,
  DEFAULT_PASSWORD,
  EXPECTED_ERRORS,
  type TestUser,
} from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/test-app';

// /admin/settings shows the limits the platform applies, read from where it applies them: here a
// deployment with a 90-minute session and SMTP on port 2525, and one with the defaults.
const URL = '/api/Admin/platform-settings';

let configured: TestContext;
let people: { admin: TestUser; customer: TestUser; consultant: TestUser };

beforeAll(async () => {
  configured = await createTestApp({ TOKEN_TTL_MINUTES: '90', SMTP_URL: 'smtp://mail.example.com:2525' });
  people = await createUserOfEachRole(configured.database.db, { firstName: 'Asha', lastName: 'Admin' });
});
afterAll(() => configured.close());

const get = (ctx: TestContext, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: URL, headers });

describe('GET /api/Admin/platform-settings', () => {
  it('401 without a token', async () => {
    const response = await get(configured);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(EXPECTED_ERRORS.unauthenticated);
  });

  it('403 for a customer and a consultant', async () => {
    for (const person of [people.customer, people.consultant]) {
      const response = await get(configured, authHeader(person));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(EXPECTED_ERRORS.adminOnly);
    }
  });

  it('200 for an admin with the values in force; what is not enforced is null, not a made-up number', async () => {
    const response = await get(configured, authHeader(people.admin));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      sessionTimeoutMinutes: 90,
      maxLoginAttempts: 10,
      lockoutMinutes: 15,
      minPasswordLength: 6,
      mailTransport: 'SMTP',
      smtpPort: 2525,
      maxUploadSizeMB: null,
      allowedFileTypes: null,
      ticketsPerUser: null,
      dataRetentionDays: null,
      passwordExpiryDays: null,
    } satisfies PlatformSettings);
  });

  it('the session it reports is the lifetime of the token a sign-in gets', async () => {
    const settings = (await get(configured, authHeader(people.admin))).json() as PlatformSettings;
    const signIn = await configured.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: people.customer.email, password: DEFAULT_PASSWORD },
    });
    const claims = JSON.parse(Buffer.from(signIn.json().token.split('.')[1], 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(settings.sessionTimeoutMinutes * 60);
  });

  it('the attempts and lockout it reports are where sign-in pauses', async () => {
    const settings = (await get(configured, authHeader(people.admin))).json() as PlatformSettings;
    const attempt = () =>
      configured.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.9.0.1',
        payload: { email: people.consultant.email, password: 'not-the-password' },
      });
    for (let failed = 0; failed < settings.maxLoginAttempts; failed++)
      expect((await attempt()).statusCode).toBe(401);
    const paused = await attempt();
    expect(paused.statusCode).toBe(429);
    const retryAfter = Number(paused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan((settings.lockoutMinutes - 1) * 60);
    expect(retryAfter).toBeLessThanOrEqual(settings.lockoutMinutes * 60);
  });

  it('a deployment with the defaults: an 8-hour session and mail to the local outbox', async () => {
    const defaults = await createTestApp();
    try {
      const { admin } = await createUserOfEachRole(defaults.database.db, {
        firstName: 'Ops',
        lastName: 'Admin',
      });
      const response = await get(defaults, authHeader(admin));
      expect(response.json()).toMatchObject({
        sessionTimeoutMinutes: 480,
        mailTransport: 'Local outbox',
        smtpPort: null,
      });
    } finally {
      await defaults.close();
    }
  });
});
