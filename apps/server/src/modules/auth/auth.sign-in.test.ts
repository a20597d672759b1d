import crypto from 'node:crypto';
import {
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT_DEFAULT,
  signedInResponseSchema,
  userSchema,
} from '@basisdesk/shared';
import { describe, expect, it } from 'vitest';
import { AUTHENTICATION_REQUIRED, expectBody, expectError } from '../../../test/expect-response';
import { createUser, DEFAULT_PASSWORD, uniqueEmail } from '../../../test/factories';
import { bearer, from, NO_TOKEN, tokenOf } from '../../../test/send-request';
import { TEST_JWT_SECRET } from '../../../test/test-app';
import { useAuthSuite } from './auth.test-kit';

const { ctx, post } = useAuthSuite();

describe('POST /api/auth/login', () => {
  it('400 without e-mail or password', async () => {
    const response = await post('/api/auth/login', { email: 'someone@example.com' });
    expectError(response, 400, 'Password is required', { path: 'password' });
  });

  it('401 "Invalid credentials" alike for an unknown e-mail and a wrong password', async () => {
    const user = await createUser(ctx.database.db);
    const unknown = await post(
      '/api/auth/login',
      { email: uniqueEmail('nobody'), password: DEFAULT_PASSWORD },
      '10.1.0.1',
    );
    const wrong = await post(
      '/api/auth/login',
      { email: user.email, password: 'wrong-password' },
      '10.1.0.1',
    );
    expectError(unknown, 401, 'Invalid credentials', { code: 'INVALID_CREDENTIALS' });
    expectError(wrong, 401, 'Invalid credentials', { code: 'INVALID_CREDENTIALS' });
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('403 for a deactivated account', async () => {
    const user = await createUser(ctx.database.db, { status: 'Inactive' });
    const response = await post('/api/auth/login', { email: user.email, password: DEFAULT_PASSWORD });
    expectError(response, 403, /deactivated/, { code: 'ACCOUNT_DEACTIVATED' });
  });

  it('200 with the token and the person: e-mail matched case-insensitively', async () => {
    const user = await createUser(ctx.database.db, {
      role: 'Consultant',
      firstName: 'Ravi',
      lastName: 'Shah',
    });
    const response = await post('/api/auth/login', {
      email: `  ${user.email.toUpperCase()} `,
      password: DEFAULT_PASSWORD,
    });
    const body = expectBody(response, 200, signedInResponseSchema);
    expect(body).toMatchObject({
      id: user.id,
      email: user.email,
      role: 'Consultant',
      firstName: 'Ravi',
      lastName: 'Shah',
    });
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now());

    const me = await ctx.send('GET', `/api/users/${user.id}`, bearer(body.token));
    expect(expectBody(me, 200, userSchema).email).toBe(user.email);
  });

  it(`429 after ${SIGN_IN_MAX_FAILURES_PER_ACCOUNT_DEFAULT} failed attempts on one account, and a spoofed X-Forwarded-For does not reset it`, async () => {
    const user = await createUser(ctx.database.db);
    const attempt = (forwardedFor: string) =>
      ctx.send('POST', '/api/auth/login', from('10.2.0.1', { 'x-forwarded-for': forwardedFor }), {
        email: user.email,
        password: 'wrong-password',
      });
    for (let i = 0; i < SIGN_IN_MAX_FAILURES_PER_ACCOUNT_DEFAULT; i += 1) {
      expectError(await attempt('1.1.1.1'), 401, 'Invalid credentials', { code: 'INVALID_CREDENTIALS' });
    }
    const limited = await attempt('9.9.9.9');
    expectError(limited, 429, /^Too many attempts\. Please try again in /);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Even the right password waits, from any address: the account is what is counted (decision 033).
    for (const address of ['10.2.0.1', '10.2.0.2']) {
      const right = await post('/api/auth/login', { email: user.email, password: DEFAULT_PASSWORD }, address);
      expectError(right, 429, /^Too many attempts\. Please try again in /);
    }
  });

  it('successful sign-ins are not limited', async () => {
    const user = await createUser(ctx.database.db);
    for (let i = 0; i < 15; i += 1) {
      const response = await post(
        '/api/auth/login',
        { email: user.email, password: DEFAULT_PASSWORD },
        '10.3.0.1',
      );
      expectBody(response, 200, signedInResponseSchema);
    }
  });
});

describe('bearer tokens', () => {
  const signed = (header: object, payload: object, secret = TEST_JWT_SECRET) => {
    const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
    const unsigned = `${encode(header)}.${encode(payload)}`;
    const signature = crypto.createHmac('sha256', secret).update(unsigned).digest('base64url');
    return `${unsigned}.${signature}`;
  };
  const getSelf = (id: string, token: string) => ctx.send('GET', `/api/users/${id}`, bearer(token));

  it('401 for alg "none", a tampered payload, a wrong secret, an expired token and one without a session', async () => {
    const user = await createUser(ctx.database.db, { role: 'Admin' });
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: user.id, role: 'Admin', tv: 0, sid: user.sessionId, iat: now, exp: now + 3600 };
    const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');

    const valid = signed({ alg: 'HS256', typ: 'JWT' }, claims);
    expectBody(await getSelf(user.id, valid), 200, userSchema);

    const none = `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
    const [head, , signature] = valid.split('.');
    const tampered = `${head}.${encode({ ...claims, sub: crypto.randomUUID() })}.${signature}`;
    const wrongSecret = signed({ alg: 'HS256', typ: 'JWT' }, claims, 'another-secret-another-secret-another');
    const expired = signed({ alg: 'HS256', typ: 'JWT' }, { ...claims, iat: now - 7200, exp: now - 60 });
    // Signed as tokens were before sign-in sessions (decision 032): no `sid`, nothing to check it by.
    const { sid: _sid, ...sessionless } = claims;
    const beforeSessions = signed({ alg: 'HS256', typ: 'JWT' }, sessionless);
    const notASession = signed({ alg: 'HS256', typ: 'JWT' }, { ...claims, sid: 'not-a-uuid' });

    for (const token of [none, tampered, wrongSecret, expired, beforeSessions, notASession, 'not-a-jwt']) {
      const response = await getSelf(user.id, token);
      expect(response.statusCode, token).toBe(401);
      expectError(response, 401, /./, { code: 'UNAUTHENTICATED' });
    }
  });

  it('401 without an Authorization header or with another scheme', async () => {
    const user = await createUser(ctx.database.db);
    const bare = await ctx.send('GET', `/api/users/${user.id}`, NO_TOKEN);
    const bearerHeader = tokenOf(user).headers?.authorization ?? '';
    const basic = await ctx.send('GET', `/api/users/${user.id}`, {
      headers: { authorization: bearerHeader.replace('Bearer', 'Basic') },
    });
    expectError(bare, ...AUTHENTICATION_REQUIRED);
    expectError(basic, 401, /./, { code: 'UNAUTHENTICATED' });
  });
});
