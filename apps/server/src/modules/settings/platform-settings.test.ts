import { signedInResponseSchema } from '@basisdesk/shared';
import {
  type PlatformSettings,
  platformSettingsSchema,
} from '@basisdesk/shared/settings/platform-settings.schema';
import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY, AUTHENTICATION_REQUIRED, expectBody, expectError } from '../../../test/expect-response';
import { DEFAULT_PASSWORD } from '../../../test/factories';
import { useRouteSuite } from '../../../test/route-suite';
import { from, NO_TOKEN } from '../../../test/send-request';

// /admin/settings shows the limits the platform applies, read from where it applies them: here a
// deployment with a 90-minute session and SMTP on port 2525, and one with the defaults.
const URL = '/api/Admin/platform-settings';

describe('GET /api/Admin/platform-settings', () => {
  const suite = useRouteSuite({
    config: { TOKEN_TTL_MINUTES: '90', SMTP_URL: 'smtp://mail.example.com:2525' },
  });
  const readSettings = async () =>
    expectBody(await suite.send('GET', URL, suite.admin), 200, platformSettingsSchema);

  it('401 without a token', async () => {
    expectError(await suite.send('GET', URL, NO_TOKEN), ...AUTHENTICATION_REQUIRED);
  });

  it('403 for a customer and a consultant', async () => {
    for (const person of [suite.customer, suite.consultant]) {
      expectError(await suite.send('GET', URL, person), ...ADMIN_ONLY);
    }
  });

  it('200 for an admin with the values in force; what is not enforced is null, not a made-up number', async () => {
    expect(await readSettings()).toEqual({
      sessionTimeoutMinutes: 90,
      maxLoginAttempts: 5,
      maxLoginAttemptsPerAddress: 100,
      lockoutMinutes: 30,
      minPasswordLength: 6,
      mailTransport: 'SMTP',
      smtpPort: 2525,
      maxUploadSizeMB: 25,
      allowedFileTypes: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'png', 'jpg', 'jpeg', 'txt'],
      ticketsPerUser: null,
      dataRetentionDays: null,
      passwordExpiryDays: null,
    } satisfies PlatformSettings);
  });

  it('the session it reports is the lifetime of the token a sign-in gets', async () => {
    const settings = await readSettings();
    const signIn = await suite.send('POST', '/api/auth/login', NO_TOKEN, {
      email: suite.customer.email,
      password: DEFAULT_PASSWORD,
    });
    const { token } = expectBody(signIn, 200, signedInResponseSchema);
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(settings.sessionTimeoutMinutes * 60);
  });

  it('the attempts and lockout it reports are where sign-in pauses', async () => {
    const settings = await readSettings();
    const attempt = () =>
      suite.send('POST', '/api/auth/login', from('10.9.0.1'), {
        email: suite.consultant.email,
        password: 'not-the-password',
      });
    for (let failed = 0; failed < settings.maxLoginAttempts; failed++)
      expect((await attempt()).statusCode).toBe(401);
    const paused = await attempt();
    expect(paused.statusCode).toBe(429);
    const retryAfter = Number(paused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan((settings.lockoutMinutes - 1) * 60);
    expect(retryAfter).toBeLessThanOrEqual(settings.lockoutMinutes * 60);
  });

  it('follows the sign-in settings an admin saves', async () => {
    for (const [key, value] of [
      ['SignInMaxFailuresPerAccount', '12'],
      ['SignInMaxFailuresPerAddress', '250'],
      ['SignInLockMinutes', '45'],
    ]) {
      expect((await suite.send('PUT', `/api/SystemSettings/${key}`, suite.admin, { value })).statusCode).toBe(
        200,
      );
    }
    expect(await readSettings()).toMatchObject({
      maxLoginAttempts: 12,
      maxLoginAttemptsPerAddress: 250,
      lockoutMinutes: 45,
    });
  });
});

describe('GET /api/Admin/platform-settings on a deployment with the defaults', () => {
  const suite = useRouteSuite();

  it('an 8-hour session and mail to the local outbox', async () => {
    const response = await suite.send('GET', URL, suite.admin);
    expect(expectBody(response, 200, platformSettingsSchema)).toMatchObject({
      sessionTimeoutMinutes: 480,
      mailTransport: 'Local outbox',
      smtpPort: null,
    });
  });
});
