import { AUTH_MESSAGES } from '@basisdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, EXPECTED_ERRORS, type TestUser, uniqueEmail } from '../../../test/factories';
import { openRouteSuite } from '../../../test/route-suite';
import type { TestContext } from '../../../test/test-app';

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
const ALL_OFF = { supabaseEnabled: false, googleEnabled: false, appleEnabled: false };

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

const put = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'PUT', url, payload: payload as object, headers });

const asAdmin = () => authHeader(admin);

async function setSetting(key: string, value: 'true' | 'false') {
  const response = await put(`/api/SystemSettings/${key}`, { value }, asAdmin());
  expect(response.statusCode).toBe(200);
}

const registration = (role: 'Customer' | 'Consultant') => ({
  email: uniqueEmail('signup'),
  password: 'secret1',
  firstName: 'Kiran',
  lastName: 'Menon',
  role,
});

describe('GET /api/auth/consultant-registration-status', () => {
  it('is public and off by default', async () => {
    const response = await get('/api/auth/consultant-registration-status');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isEnabled: false });
  });
});

describe('GET /api/auth/messaging-status', () => {
  it('is public and on by default', async () => {
    const response = await get('/api/auth/messaging-status');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isEnabled: true });
  });
});

describe('GET /api/SSOConfig/status', () => {
  it('is public, every option off at first, and the path is case-insensitive', async () => {
    for (const url of ['/api/SSOConfig/status', '/api/ssoconfig/STATUS']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.json()).toEqual(ALL_OFF);
    }
  });
});

describe('GET /api/sso-config', () => {
  it('401 without a token', async () => {
    const response = await get('/api/sso-config');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });

  it('401 with a token that does not verify: "Your session has expired. Please sign in again."', async () => {
    const response = await get('/api/sso-config', { authorization: 'Bearer not-a-real-token' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: AUTH_MESSAGES.sessionExpired, code: 'UNAUTHENTICATED' });
  });

  it('403 for a customer and for a consultant', async () => {
    for (const user of [customer, consultant]) {
      const response = await get('/api/sso-config', authHeader(user));
      expect(response.statusCode, user.role).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
  });

  it('gives an admin the three switches, all off at first', async () => {
    const response = await get('/api/sso-config', asAdmin());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(ALL_OFF);
  });
});

describe('PUT /api/sso-config', () => {
  const everythingOn = { supabaseEnabled: true, googleEnabled: true, appleEnabled: true };

  it('401 without a token', async () => {
    const response = await put('/api/sso-config', everythingOn);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });

  it('400 for a missing switch, a wrong type or an unknown field, and nothing is saved', async () => {
    const cases = [
      [{ supabaseEnabled: true, googleEnabled: true }, 'appleEnabled must be true or false', 'appleEnabled'],
      [{ ...everythingOn, googleEnabled: 'yes' }, 'googleEnabled must be true or false', 'googleEnabled'],
      [
        { ...everythingOn, supabaseEnabled: null },
        'supabaseEnabled must be true or false',
        'supabaseEnabled',
      ],
      [{ ...everythingOn, microsoftEnabled: true }, 'Unknown field: microsoftEnabled', ''],
    ] as const;
    for (const [payload, message, path] of cases) {
      const response = await put('/api/sso-config', payload, asAdmin());
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({
        error: message,
        code: 'VALIDATION_FAILED',
        details: [{ path, message }],
      });
    }
    expect((await get('/api/SSOConfig/status')).json()).toEqual(ALL_OFF);
  });

  it('403 for a customer and for a consultant, and nothing is saved', async () => {
    for (const user of [customer, consultant]) {
      const response = await put('/api/sso-config', everythingOn, authHeader(user));
      expect(response.statusCode, user.role).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
    expect((await get('/api/SSOConfig/status')).json()).toEqual(ALL_OFF);
  });

  it('saves Google and Apple off while the hosted backend is off', async () => {
    const response = await put(
      '/api/sso-config',
      { supabaseEnabled: false, googleEnabled: true, appleEnabled: true },
      asAdmin(),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(ALL_OFF);
    expect((await get('/api/sso-config', asAdmin())).json()).toEqual(ALL_OFF);
    expect((await get('/api/SSOConfig/status')).json()).toEqual(ALL_OFF);
  });

  it('saves the switches as given while the hosted backend is on, and the status follows', async () => {
    const config = { supabaseEnabled: true, googleEnabled: true, appleEnabled: false };
    const response = await put('/api/SSO-Config', config, asAdmin());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(config);
    expect((await get('/api/sso-config', asAdmin())).json()).toEqual(config);
    expect((await get('/api/SSOConfig/status')).json()).toEqual(config);
  });

  it('turning the hosted backend off again turns Google and Apple off with it', async () => {
    await put('/api/sso-config', everythingOn, asAdmin());
    expect((await get('/api/SSOConfig/status')).json()).toEqual(everythingOn);

    const response = await put('/api/sso-config', { ...everythingOn, supabaseEnabled: false }, asAdmin());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(ALL_OFF);
    expect((await get('/api/SSOConfig/status')).json()).toEqual(ALL_OFF);
  });
});

describe('GET /api/SystemSettings/:key', () => {
  it('401 without a token', async () => {
    const response = await get('/api/SystemSettings/ConsultantRegistrationEnabled');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });

  it('403 for a customer and for a consultant', async () => {
    for (const user of [customer, consultant]) {
      const response = await get('/api/SystemSettings/ConsultantRegistrationEnabled', authHeader(user));
      expect(response.statusCode, user.role).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
  });

  it('404 for a key that is not a setting: "Setting not found"', async () => {
    const response = await get('/api/SystemSettings/MaintenanceMode', asAdmin());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Setting not found', code: 'NOT_FOUND' });
  });

  it('answers the defaults before anyone has changed them', async () => {
    const registrationSetting = await get('/api/SystemSettings/ConsultantRegistrationEnabled', asAdmin());
    expect(registrationSetting.statusCode).toBe(200);
    expect(registrationSetting.json()).toEqual({
      key: 'ConsultantRegistrationEnabled',
      value: 'false',
      updatedAt: null,
      updatedBy: null,
    });

    const messagingSetting = await get('/api/SystemSettings/MessagingEnabled', asAdmin());
    expect(messagingSetting.statusCode).toBe(200);
    expect(messagingSetting.json()).toEqual({
      key: 'MessagingEnabled',
      value: 'true',
      updatedAt: null,
      updatedBy: null,
    });
  });

  it('matches the key case-insensitively and answers in its canonical spelling', async () => {
    const response = await get('/api/systemsettings/messagingENABLED', asAdmin());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ key: 'MessagingEnabled', value: 'true' });
  });
});

describe('PUT /api/SystemSettings/:key', () => {
  const url = '/api/SystemSettings/ConsultantRegistrationEnabled';

  it('401 without a token', async () => {
    const response = await put(url, { value: 'true' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });

  it("400 unless the value is the text 'true' or 'false'", async () => {
    const cases = [
      [{ value: 'yes' }, "Value must be 'true' or 'false'", 'value'],
      [{ value: true }, "Value must be 'true' or 'false'", 'value'],
      [{ value: 'TRUE' }, "Value must be 'true' or 'false'", 'value'],
      [{}, "Value must be 'true' or 'false'", 'value'],
      [{ value: 'true', key: 'MessagingEnabled' }, 'Unknown field: key', ''],
    ] as const;
    for (const [payload, message, path] of cases) {
      const response = await put(url, payload, asAdmin());
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({
        error: message,
        code: 'VALIDATION_FAILED',
        details: [{ path, message }],
      });
    }
    expect((await get(url, asAdmin())).json()).toMatchObject({ value: 'false', updatedBy: null });
  });

  it('403 for a customer and for a consultant, and the value stays', async () => {
    for (const user of [customer, consultant]) {
      const response = await put(url, { value: 'true' }, authHeader(user));
      expect(response.statusCode, user.role).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
    expect((await get(url, asAdmin())).json()).toMatchObject({ value: 'false', updatedBy: null });
  });

  it('404 for a key that is not a setting: "Setting not found"', async () => {
    const response = await put('/api/SystemSettings/MaintenanceMode', { value: 'true' }, asAdmin());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Setting not found', code: 'NOT_FOUND' });
  });

  it('saves the value under the canonical key and records when and by whom', async () => {
    const before = Date.now();
    const response = await put(
      '/api/systemsettings/consultantregistrationenabled',
      { value: 'true' },
      asAdmin(),
    );
    expect(response.statusCode).toBe(200);
    const saved = response.json();
    expect(saved).toEqual({
      key: 'ConsultantRegistrationEnabled',
      value: 'true',
      updatedAt: expect.any(String),
      updatedBy: 'Asha Rao',
    });
    expect(Date.parse(saved.updatedAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(saved.updatedAt)).toBeLessThanOrEqual(Date.now());

    expect((await get(url, asAdmin())).json()).toEqual(saved);
  });

  it('the public consultant-registration flag follows the setting', async () => {
    await setSetting('ConsultantRegistrationEnabled', 'true');
    expect((await get('/api/auth/consultant-registration-status')).json()).toEqual({ isEnabled: true });

    await setSetting('ConsultantRegistrationEnabled', 'false');
    expect((await get('/api/auth/consultant-registration-status')).json()).toEqual({ isEnabled: false });
  });

  it('the public messaging flag follows the setting', async () => {
    await setSetting('MessagingEnabled', 'false');
    expect((await get('/api/auth/messaging-status')).json()).toEqual({ isEnabled: false });

    await setSetting('MessagingEnabled', 'true');
    expect((await get('/api/auth/messaging-status')).json()).toEqual({ isEnabled: true });
  });

  it('ConsultantRegistrationEnabled decides whether people may sign up as consultants', async () => {
    await setSetting('ConsultantRegistrationEnabled', 'false');
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration('Consultant'),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: AUTH_MESSAGES.consultantRegistrationDisabled,
      code: 'REGISTRATION_DISABLED',
    });

    const asCustomer = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration('Customer'),
    });
    expect(asCustomer.statusCode).toBe(204);

    await setSetting('ConsultantRegistrationEnabled', 'true');
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration('Consultant'),
    });
    expect(accepted.statusCode).toBe(204);
  });
});
