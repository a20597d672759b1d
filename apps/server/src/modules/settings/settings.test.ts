import { AUTH_MESSAGES, flagStatusSchema, ssoConfigSchema, systemSettingSchema } from '@basisdesk/shared';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_ONLY,
  AUTHENTICATION_REQUIRED,
  expectBody,
  expectError,
  expectSignInRequired,
} from '../../../test/expect-response';
import { uniqueEmail } from '../../../test/factories';
import { useRouteSuite } from '../../../test/route-suite';
import { type Caller, NO_TOKEN } from '../../../test/send-request';

const suite = useRouteSuite({ admin: { firstName: 'Asha', lastName: 'Rao' } });

const ALL_OFF = { supabaseEnabled: false, googleEnabled: false, appleEnabled: false };

const get = (url: string, caller: Caller = NO_TOKEN) => suite.send('GET', url, caller);
const put = (url: string, body: unknown, caller: Caller = NO_TOKEN) => suite.send('PUT', url, caller, body);

/** The SSO switches as anyone may read them. */
const ssoStatus = async () => expectBody(await get('/api/SSOConfig/status'), 200, ssoConfigSchema);
const flag = async (url: string) => expectBody(await get(url), 200, flagStatusSchema);

async function setSetting(key: string, value: 'true' | 'false') {
  expectBody(await put(`/api/SystemSettings/${key}`, { value }, suite.admin), 200, systemSettingSchema);
}

const registration = (role: 'Customer' | 'Consultant') => ({
  email: uniqueEmail('signup'),
  password: 'secret7',
  firstName: 'Kiran',
  lastName: 'Menon',
  role,
});

describe('GET /api/auth/consultant-registration-status', () => {
  it('is public and off by default', async () => {
    expect(await flag('/api/auth/consultant-registration-status')).toEqual({ isEnabled: false });
  });
});

describe('GET /api/auth/messaging-status', () => {
  it('is public and on by default', async () => {
    expect(await flag('/api/auth/messaging-status')).toEqual({ isEnabled: true });
  });
});

describe('GET /api/SSOConfig/status', () => {
  it('is public, every option off at first, and the path is case-insensitive', async () => {
    for (const url of ['/api/SSOConfig/status', '/api/ssoconfig/STATUS']) {
      expect(expectBody(await get(url), 200, ssoConfigSchema), url).toEqual(ALL_OFF);
    }
  });
});

describe('GET /api/sso-config', () => {
  it('401 without a token and with one that does not verify ("Your session has expired…")', async () => {
    await expectSignInRequired((caller) => get('/api/sso-config', caller));
  });

  it('403 for a customer and for a consultant', async () => {
    for (const user of [suite.customer, suite.consultant]) {
      expectError(await get('/api/sso-config', user), ...ADMIN_ONLY);
    }
  });

  it('gives an admin the three switches, all off at first', async () => {
    expect(expectBody(await get('/api/sso-config', suite.admin), 200, ssoConfigSchema)).toEqual(ALL_OFF);
  });
});

describe('PUT /api/sso-config', () => {
  const everythingOn = { supabaseEnabled: true, googleEnabled: true, appleEnabled: true };

  it('401 without a token', async () => {
    expectError(await put('/api/sso-config', everythingOn), ...AUTHENTICATION_REQUIRED);
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
      const response = await put('/api/sso-config', payload, suite.admin);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expectError(response, 400, message, { path });
    }
    expect(await ssoStatus()).toEqual(ALL_OFF);
  });

  it('403 for a customer and for a consultant, and nothing is saved', async () => {
    for (const user of [suite.customer, suite.consultant]) {
      expectError(await put('/api/sso-config', everythingOn, user), ...ADMIN_ONLY);
    }
    expect(await ssoStatus()).toEqual(ALL_OFF);
  });

  it('saves Google and Apple off while the hosted backend is off', async () => {
    const response = await put(
      '/api/sso-config',
      { supabaseEnabled: false, googleEnabled: true, appleEnabled: true },
      suite.admin,
    );
    expect(expectBody(response, 200, ssoConfigSchema)).toEqual(ALL_OFF);
    expect(expectBody(await get('/api/sso-config', suite.admin), 200, ssoConfigSchema)).toEqual(ALL_OFF);
    expect(await ssoStatus()).toEqual(ALL_OFF);
  });

  it('saves the switches as given while the hosted backend is on, and the status follows', async () => {
    const config = { supabaseEnabled: true, googleEnabled: true, appleEnabled: false };
    expect(expectBody(await put('/api/SSO-Config', config, suite.admin), 200, ssoConfigSchema)).toEqual(
      config,
    );
    expect(expectBody(await get('/api/sso-config', suite.admin), 200, ssoConfigSchema)).toEqual(config);
    expect(await ssoStatus()).toEqual(config);
  });

  it('turning the hosted backend off again turns Google and Apple off with it', async () => {
    expectBody(await put('/api/sso-config', everythingOn, suite.admin), 200, ssoConfigSchema);
    expect(await ssoStatus()).toEqual(everythingOn);

    const response = await put('/api/sso-config', { ...everythingOn, supabaseEnabled: false }, suite.admin);
    expect(expectBody(response, 200, ssoConfigSchema)).toEqual(ALL_OFF);
    expect(await ssoStatus()).toEqual(ALL_OFF);
  });
});

describe('GET /api/SystemSettings/:key', () => {
  it('401 without a token', async () => {
    expectError(await get('/api/SystemSettings/ConsultantRegistrationEnabled'), ...AUTHENTICATION_REQUIRED);
  });

  it('403 for a customer and for a consultant', async () => {
    for (const user of [suite.customer, suite.consultant]) {
      expectError(await get('/api/SystemSettings/ConsultantRegistrationEnabled', user), ...ADMIN_ONLY);
    }
  });

  it('404 for a key that is not a setting: "Setting not found"', async () => {
    expectError(await get('/api/SystemSettings/MaintenanceMode', suite.admin), 404, 'Setting not found');
  });

  it('answers the defaults before anyone has changed them', async () => {
    const registrationSetting = await get('/api/SystemSettings/ConsultantRegistrationEnabled', suite.admin);
    expect(expectBody(registrationSetting, 200, systemSettingSchema)).toEqual({
      key: 'ConsultantRegistrationEnabled',
      value: 'false',
      updatedAt: null,
      updatedBy: null,
    });

    const messagingSetting = await get('/api/SystemSettings/MessagingEnabled', suite.admin);
    expect(expectBody(messagingSetting, 200, systemSettingSchema)).toEqual({
      key: 'MessagingEnabled',
      value: 'true',
      updatedAt: null,
      updatedBy: null,
    });
  });

  it('matches the key case-insensitively and answers in its canonical spelling', async () => {
    const response = await get('/api/systemsettings/messagingENABLED', suite.admin);
    expect(expectBody(response, 200, systemSettingSchema)).toMatchObject({
      key: 'MessagingEnabled',
      value: 'true',
    });
  });
});

describe('PUT /api/SystemSettings/:key', () => {
  const url = '/api/SystemSettings/ConsultantRegistrationEnabled';
  const stored = async () => expectBody(await get(url, suite.admin), 200, systemSettingSchema);

  it('401 without a token', async () => {
    expectError(await put(url, { value: 'true' }), ...AUTHENTICATION_REQUIRED);
  });

  it("400 unless the value is the text 'true' or 'false'", async () => {
    const cases = [
      [{ value: 'yes' }, "Value must be 'true' or 'false'", 'value'],
      [{ value: true }, 'Value is required', 'value'],
      [{ value: 'TRUE' }, "Value must be 'true' or 'false'", 'value'],
      [{}, 'Value is required', 'value'],
      [{ value: 'true', key: 'MessagingEnabled' }, 'Unknown field: key', ''],
    ] as const;
    for (const [payload, message, path] of cases) {
      const response = await put(url, payload, suite.admin);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expectError(response, 400, message, { path });
    }
    expect(await stored()).toMatchObject({ value: 'false', updatedBy: null });
  });

  it('403 for a customer and for a consultant, and the value stays', async () => {
    for (const user of [suite.customer, suite.consultant]) {
      expectError(await put(url, { value: 'true' }, user), ...ADMIN_ONLY);
    }
    expect(await stored()).toMatchObject({ value: 'false', updatedBy: null });
  });

  it('404 for a key that is not a setting: "Setting not found"', async () => {
    const response = await put('/api/SystemSettings/MaintenanceMode', { value: 'true' }, suite.admin);
    expectError(response, 404, 'Setting not found');
  });

  it('saves the value under the canonical key and records when and by whom', async () => {
    const before = Date.now();
    const response = await put(
      '/api/systemsettings/consultantregistrationenabled',
      { value: 'true' },
      suite.admin,
    );
    const saved = expectBody(response, 200, systemSettingSchema);
    expect(saved).toEqual({
      key: 'ConsultantRegistrationEnabled',
      value: 'true',
      updatedAt: expect.any(String),
      updatedBy: 'Asha Rao',
    });
    expect(Date.parse(saved.updatedAt ?? '')).toBeGreaterThanOrEqual(before);
    expect(Date.parse(saved.updatedAt ?? '')).toBeLessThanOrEqual(Date.now());

    expect(await stored()).toEqual(saved);
  });

  it('the public consultant-registration flag follows the setting', async () => {
    await setSetting('ConsultantRegistrationEnabled', 'true');
    expect(await flag('/api/auth/consultant-registration-status')).toEqual({ isEnabled: true });

    await setSetting('ConsultantRegistrationEnabled', 'false');
    expect(await flag('/api/auth/consultant-registration-status')).toEqual({ isEnabled: false });
  });

  it('the public messaging flag follows the setting', async () => {
    await setSetting('MessagingEnabled', 'false');
    expect(await flag('/api/auth/messaging-status')).toEqual({ isEnabled: false });

    await setSetting('MessagingEnabled', 'true');
    expect(await flag('/api/auth/messaging-status')).toEqual({ isEnabled: true });
  });

  it('ConsultantRegistrationEnabled decides whether people may sign up as consultants', async () => {
    const register = (role: 'Customer' | 'Consultant') =>
      suite.send('POST', '/api/auth/register', NO_TOKEN, registration(role));
    await setSetting('ConsultantRegistrationEnabled', 'false');
    expectError(await register('Consultant'), 403, AUTH_MESSAGES.consultantRegistrationDisabled, {
      code: 'REGISTRATION_DISABLED',
    });

    expect((await register('Customer')).statusCode).toBe(204);

    await setSetting('ConsultantRegistrationEnabled', 'true');
    expect((await register('Consultant')).statusCode).toBe(204);
  });
});
