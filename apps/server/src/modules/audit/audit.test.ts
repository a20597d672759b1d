import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ONLY, AUTHENTICATION_REQUIRED, expectError } from '../../../test/expect-response';
import { useRouteSuite } from '../../../test/route-suite';
import { setUpSecondFactor } from '../../../test/second-factor-kit';
import { from, NO_TOKEN, tokenOf } from '../../../test/send-request';
import { awaitAudit, listedAudit, parseAuditCsvForTest } from './audit.test-kit';

const suite = useRouteSuite({ admin: { firstName: 'Meera', lastName: 'Iyer' } });
const ADDRESS = '203.0.113.7';

/** The admin, calling from a known address. */
const asAdmin = () => ({ ...tokenOf(suite.admin), remoteAddress: ADDRESS });

async function adminSends(method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) {
  const response = await suite.send(method, url, asAdmin(), body);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.body ? (JSON.parse(response.body) as Record<string, unknown>) : {};
}

describe('GET /api/admin/audit', () => {
  it('401 without a token, 403 for a customer and a consultant', async () => {
    expectError(await suite.send('GET', '/api/admin/audit', NO_TOKEN), ...AUTHENTICATION_REQUIRED);
    expectError(await suite.send('GET', '/api/admin/audit', suite.customer), ...ADMIN_ONLY);
    expectError(await suite.send('GET', '/api/admin/audit/export.csv', suite.consultant), ...ADMIN_ONLY);
  });

  it('400 for a page size past the cap, an unknown target type or a date that is not a day', async () => {
    expectError(await suite.send('GET', '/api/admin/audit?pageSize=500', suite.admin), 400, /pageSize/);
    expectError(
      await suite.send('GET', '/api/admin/audit?targetType=planet', suite.admin),
      400,
      'Unknown target type',
    );
    expectError(
      await suite.send('GET', '/api/admin/audit?from=yesterday', suite.admin),
      400,
      'Dates must be written YYYY-MM-DD',
    );
  });
});

describe('each admin action leaves exactly one record: actor, address, target, before and after', () => {
  let typeId = '';
  let restrictionId = '';
  let srId = '';
  let userId = '';

  beforeAll(async () => {
    const customer = await suite.newUser({ email: 'kiran@example.com', firstName: 'Kiran', lastName: 'Rao' });
    userId = customer.id;
  });

  const cases: {
    name: string;
    act: () => Promise<void>;
    action: string;
    target: () => { targetType: string; targetId: string };
    before: unknown;
    after: unknown;
  }[] = [
    {
      name: 'a whole-number setting',
      act: async () =>
        void (await adminSends('PUT', '/api/SystemSettings/BookingChangeCutoffHours', { value: '12' })),
      action: 'setting.changed',
      target: () => ({ targetType: 'setting', targetId: 'BookingChangeCutoffHours' }),
      before: { value: null },
      after: { value: '12' },
    },
    {
      name: 'a feature flag',
      act: async () =>
        void (await adminSends('PUT', '/api/SystemSettings/MessagingEnabled', { value: 'false' })),
      action: 'flag.changed',
      target: () => ({ targetType: 'setting', targetId: 'MessagingEnabled' }),
      before: { value: 'true' },
      after: { value: 'false' },
    },
    {
      name: 'single sign-on',
      act: async () =>
        void (await adminSends('PUT', '/api/sso-config', {
          supabaseEnabled: true,
          googleEnabled: true,
          appleEnabled: false,
        })),
      action: 'sso.changed',
      target: () => ({ targetType: 'sso', targetId: 'sso-config' }),
      before: { supabaseEnabled: false, googleEnabled: false, appleEnabled: false },
      after: { supabaseEnabled: true, googleEnabled: true, appleEnabled: false },
    },
    {
      name: 'a new admin (the only way to make one: a promotion)',
      act: async () => {
        const created = await adminSends('POST', '/api/Users', {
          email: 'new.admin@example.com',
          password: 'Correct-Horse-Battery-9',
          firstName: 'Nila',
          lastName: 'Shah',
          role: 'Admin',
        });
        userId = String(created.id);
      },
      action: 'user.created',
      target: () => ({ targetType: 'user', targetId: userId }),
      before: null,
      after: { email: 'new.admin@example.com', name: 'Nila Shah', role: 'Admin' },
    },
    {
      name: "another person's names",
      act: async () =>
        void (await adminSends('PUT', `/api/users/${userId}`, {
          firstName: 'Nilam',
          lastName: 'Shah',
          role: 'Admin',
        })),
      action: 'user.updated',
      target: () => ({ targetType: 'user', targetId: userId }),
      before: { firstName: 'Nila', lastName: 'Shah', hourlyRatePaise: null },
      after: { firstName: 'Nilam', lastName: 'Shah', hourlyRatePaise: null },
    },
    {
      name: 'a deactivation',
      act: async () => void (await adminSends('PUT', `/api/Users/${userId}/status`, { status: 'Inactive' })),
      action: 'user.deactivated',
      target: () => ({ targetType: 'user', targetId: userId }),
      before: { status: 'Active' },
      after: { status: 'Inactive' },
    },
    {
      name: 'an activation',
      act: async () => void (await adminSends('PUT', `/api/Users/${userId}/status`, { status: 'Active' })),
      action: 'user.activated',
      target: () => ({ targetType: 'user', targetId: userId }),
      before: { status: 'Inactive' },
      after: { status: 'Active' },
    },
    {
      name: 'a domain restriction added',
      act: async () => {
        restrictionId = String(
          (await adminSends('POST', '/api/domainrestrictions', { domain: 'spam.test' })).id,
        );
      },
      action: 'domain-restriction.added',
      target: () => ({ targetType: 'domain-restriction', targetId: restrictionId }),
      before: null,
      after: { domain: 'spam.test', reason: null, isActive: true },
    },
    {
      name: 'a domain restriction removed',
      act: async () => void (await adminSends('DELETE', `/api/domainrestrictions/${restrictionId}`)),
      action: 'domain-restriction.removed',
      target: () => ({ targetType: 'domain-restriction', targetId: restrictionId }),
      before: { domain: 'spam.test', reason: null, isActive: true },
      after: null,
    },
    {
      name: 'a support type created',
      act: async () => {
        const body = { name: 'Audit Type', description: 'For the audit test', shortCode: 'AUD' };
        typeId = String((await adminSends('POST', '/api/SupportTaxonomy/admin/types', body)).id);
      },
      action: 'taxonomy.created',
      target: () => ({ targetType: 'support-type', targetId: typeId }),
      before: null,
      after: expect.objectContaining({ name: 'Audit Type', shortCode: 'AUD' }),
    },
    {
      name: 'a support type deleted',
      act: async () => void (await adminSends('DELETE', `/api/SupportTaxonomy/admin/types/${typeId}`)),
      action: 'taxonomy.deleted',
      target: () => ({ targetType: 'support-type', targetId: typeId }),
      before: expect.objectContaining({ name: 'Audit Type' }),
      after: null,
    },
    {
      name: 'an SR identifier created',
      act: async () => {
        srId = String(
          (
            await adminSends('POST', '/api/ServiceRequestIdentifiers', {
              identifier: 'SR90210',
              task: 'Audit',
            })
          ).id,
        );
      },
      action: 'sr-identifier.created',
      target: () => ({ targetType: 'sr-identifier', targetId: srId }),
      before: null,
      after: { identifier: 'SR90210', task: 'Audit', isActive: true },
    },
  ];

  it.each(cases)('$name: $action', async ({ act, action, target, before, after }) => {
    await act();
    const records = await listedAudit(suite, `action=${action}`);
    const { targetType, targetId } = target();
    const mine = records.filter((record) => record.targetId === targetId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      actorId: suite.admin.id,
      actorEmail: suite.admin.email,
      actorName: 'Meera Iyer',
      actorRole: 'Admin',
      clientAddress: ADDRESS,
      targetType,
      before,
      after,
    });
    expect(mine[0]?.requestId).toBeTruthy();
  });

  it('a refused change leaves no record: a setting out of range, a restriction already there', async () => {
    await suite.send('PUT', '/api/SystemSettings/BookingChangeCutoffHours', asAdmin(), { value: '100000' });
    await suite.send('POST', '/api/domainrestrictions', asAdmin(), { domain: 'twice.test' });
    await suite.send('POST', '/api/domainrestrictions', asAdmin(), { domain: 'twice.test' });
    expect(await listedAudit(suite, 'action=setting.changed')).toHaveLength(1);
    expect(
      (await listedAudit(suite, 'action=domain-restriction.added')).filter(
        (r) => r.targetLabel === 'twice.test',
      ),
    ).toHaveLength(1);
  });
});

describe('security events', () => {
  it('a sign-in that succeeds names the account and its address; one that fails holds no password', async () => {
    const person = await suite.newUser({ email: 'ravi.audit@example.com' });
    await suite.send('POST', '/api/auth/login', from('198.51.100.4'), {
      email: person.email,
      password: 'Wrong-Password-1',
    });
    const login = await suite.send('POST', '/api/auth/login', from('198.51.100.4'), {
      email: person.email,
      password: person.password,
    });
    expect(login.statusCode).toBe(200);
    const [succeeded] = await awaitAudit(suite, 'auth.sign-in-succeeded', (r) => r.actorId === person.id);
    expect(succeeded).toMatchObject({
      actorEmail: person.email,
      clientAddress: '198.51.100.4',
      targetType: 'sign-in-session',
    });
    const failed = await awaitAudit(suite, 'auth.sign-in-failed', (r) => r.targetId === person.id);
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      actorId: null,
      clientAddress: '198.51.100.4',
      after: { step: 'password', knownAccount: true },
    });
    expect(JSON.stringify(failed)).not.toContain('Wrong-Password-1');
  });

  it('a 403 is recorded once, with who and which route; the same refusal again within a minute is not', async () => {
    await suite.send('GET', '/api/admin/audit', suite.consultant);
    await suite.send('GET', '/api/admin/audit', suite.consultant);
    const denials = await awaitAudit(
      suite,
      'access.denied',
      (r) => r.actorId === suite.consultant.id && r.targetId === 'GET /api/admin/audit',
    );
    expect(denials).toHaveLength(1);
    expect(denials[0]).toMatchObject({
      actorRole: 'Consultant',
      targetType: 'route',
      targetId: 'GET /api/admin/audit',
    });
  });

  it('turning on a second factor is recorded without its secret or codes', async () => {
    const person = await suite.newUser({ role: 'Consultant' });
    const { secret } = await setUpSecondFactor(suite.send, person, suite.clock.now());
    const records = (await listedAudit(suite, 'action=second-factor.')).filter(
      (r) => r.targetId === person.id,
    );
    expect(records.map((r) => r.action)).toEqual(['second-factor.enabled']);
    expect(JSON.stringify(records)).not.toContain(secret);
  });
});

describe('filters and the CSV export', () => {
  it('filters by an action prefix, by the actor e-mail and by UTC days', async () => {
    const all = await listedAudit(suite, 'action=user.');
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((r) => r.action.startsWith('user.'))).toBe(true);
    const byActor = await listedAudit(suite, `actor=${encodeURIComponent(suite.admin.email.slice(0, 6))}`);
    expect(byActor.length).toBeGreaterThan(0);
    expect(byActor.every((r) => r.actorId === suite.admin.id)).toBe(true);
    expect(await listedAudit(suite, 'from=2000-01-01&to=2000-01-02')).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await listedAudit(suite, `from=${today}&to=${today}`)).length).toBeGreaterThan(0);
  });

  it('exports the filtered records as CSV: quoted per RFC 4180, formulas defused', async () => {
    const sneaky = await suite.newUser({ firstName: '=HYPERLINK("http://evil.test")', lastName: 'x,"y"' });
    await suite.send('PUT', `/api/users/${sneaky.id}`, suite.admin, {
      firstName: '@SUM(A1)',
      lastName: 'Rao',
      role: 'Customer',
    });
    const response = await suite.send('GET', '/api/admin/audit/export.csv?action=user.updated', suite.admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = parseAuditCsvForTest(response.body);
    expect(rows[0]?.slice(0, 3)).toEqual(['occurred_at_utc', 'action', 'actor_id']);
    const line = rows.find((row) => row[8] === sneaky.id);
    expect(line).toBeDefined();
    const before = JSON.parse(line?.[10] ?? '{}');
    expect(before.firstName).toBe('=HYPERLINK("http://evil.test")');
    expect(before.lastName).toBe('x,"y"');
    expect(rows.slice(1).every((row) => row[1] === 'user.updated')).toBe(true);
  });
});
