import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  confirmEmailResponseSchema,
  domainRestrictionSchema,
  loginResponseSchema,
  ssoConfigSchema,
  supabaseCallbackResponseSchema,
  userSchema,
} from '@basisdesk/shared';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBody, expectError } from '../../../test/expect-response';
import { createUser, type TestUser, uniqueEmail } from '../../../test/factories';
import { bearer, from } from '../../../test/send-request';
import { startSmtpSink } from '../../../test/smtp-sink';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { pendingSocialSignups, userIdentities, users } from '../../db/schema';

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;

const KEY_ID = 'test-signing-key';
const ANON_KEY = 'anon-key-that-is-public';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let supabase: http.Server;
let supabaseUrl: string;
let signingKey: KeyPair;
let admin: TestUser;

/** Supabase's side of the wire: its published signing keys, on loopback. */
async function startSupabaseKeys(publicJwk: object) {
  const server = http.createServer((request, response) => {
    if (request.url === '/auth/v1/.well-known/jwks.json') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ keys: [publicJwk] }));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  signingKey = await generateKeyPair('RS256');
  const publicJwk = { ...(await exportJWK(signingKey.publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  ({ server: supabase, url: supabaseUrl } = await startSupabaseKeys(publicJwk));
  smtp = await startSmtpSink();
  ctx = await createTestApp({ SUPABASE_URL: supabaseUrl, SUPABASE_ANON_KEY: ANON_KEY, SMTP_URL: smtp.url });
  admin = await createUser(ctx.database.db, { role: 'Admin' });
  await setSso(ctx, admin, { supabaseEnabled: true, googleEnabled: true, appleEnabled: true });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
  await new Promise((resolve) => supabase.close(resolve));
});

async function setSso(
  target: TestContext,
  asUser: TestUser,
  config: { supabaseEnabled: boolean; googleEnabled: boolean; appleEnabled: boolean },
) {
  expectBody(await target.send('PUT', '/api/sso-config', asUser, config), 200, ssoConfigSchema);
}

// A fresh client address per request, so the per-address limit only bites where a test wants it.
let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `10.20.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

interface Person {
  sub: string;
  email: string;
  provider: 'google' | 'apple';
  userMetadata: Record<string, unknown>;
  /** The device the person signs in from: the callback and the completion come from it. */
  address: string;
}

const newPerson = (overrides: Partial<Person> = {}): Person => ({
  sub: crypto.randomUUID(),
  email: uniqueEmail('social'),
  provider: 'google',
  userMetadata: { full_name: 'Meera Nair', avatar_url: 'https://example.com/a.png' },
  address: nextAddress(),
  ...overrides,
});

interface TokenOptions {
  claims?: JWTPayload;
  issuer?: string;
  audience?: string;
  expiresAt?: number;
  key?: KeyPair['privateKey'];
}

/** An access token as Supabase issues it for a person signed in with Google or Apple. */
function supabaseToken(person: Person, options: TokenOptions = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    email: person.email,
    role: 'authenticated',
    is_anonymous: false,
    aal: 'aal1',
    app_metadata: { provider: person.provider, providers: [person.provider] },
    user_metadata: person.userMetadata,
    ...options.claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })
    .setIssuer(options.issuer ?? `${supabaseUrl}/auth/v1`)
    .setAudience(options.audience ?? 'authenticated')
    .setSubject(person.sub)
    .setIssuedAt(now - 60)
    .setExpirationTime(options.expiresAt ?? now + 3600)
    .sign(options.key ?? signingKey.privateKey);
}

const post = (url: string, payload: unknown, remoteAddress = nextAddress(), target = ctx) =>
  target.send('POST', url, from(remoteAddress), payload);
const EXPIRED = 'Authentication failed: the sign-in has expired, please start again';

/** The callback's answer for a person without an account yet: complete the sign-up. */
async function expectSignupRequired(response: Awaited<ReturnType<typeof post>>) {
  const body = expectBody(response, 200, supabaseCallbackResponseSchema);
  expect(body.requiresAdditionalInfo).toBe(true);
  return body;
}

const callback = async (person: Person, options?: TokenOptions, target = ctx) =>
  post(
    '/api/auth/supabase-callback',
    { accessToken: await supabaseToken(person, options), provider: person.provider },
    person.address,
    target,
  );

const completion = (person: Person, overrides: Record<string, unknown> = {}) => ({
  supabaseUserId: person.sub,
  role: 'Customer',
  firstName: 'Meera',
  lastName: 'Nair',
  password: 'secret1',
  confirmPassword: 'secret1',
  ...overrides,
});

const complete = (person: Person, overrides: Record<string, unknown> = {}, target = ctx) =>
  post('/api/auth/complete-supabase-signup', completion(person, overrides), person.address, target);

async function confirmFromMail(email: string) {
  const mail = await smtp.mailTo(email);
  const token = mail.text.match(/http:\/\/app\.test\/confirm-email\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`No verification link in:\n${mail.text}`);
  expectBody(await post('/api/auth/confirm-email', { token }), 200, confirmEmailResponseSchema);
}

const identitiesOf = (subject: string) =>
  ctx.database.db.select().from(userIdentities).where(eq(userIdentities.subject, subject));
const pendingOf = (subject: string) =>
  ctx.database.db.select().from(pendingSocialSignups).where(eq(pendingSocialSignups.subject, subject));

describe('POST /api/auth/supabase-callback', () => {
  it('401 "Authentication failed: …" for tokens that are not a Supabase session of ours', async () => {
    const person = newPerson();
    const now = Math.floor(Date.now() / 1000);
    const otherKey = (await generateKeyPair('RS256')).privateKey;
    const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
    const claims = {
      iss: `${supabaseUrl}/auth/v1`,
      aud: 'authenticated',
      role: 'authenticated',
      sub: person.sub,
      email: person.email,
      app_metadata: { provider: 'google', providers: ['google'] },
      iat: now,
      exp: now + 3600,
    };
    const cases: Array<[string, string | Promise<string>, RegExp]> = [
      [
        'wrong issuer',
        supabaseToken(person, { issuer: 'https://other.supabase.co/auth/v1' }),
        /not issued for this application/,
      ],
      ['wrong audience', supabaseToken(person, { audience: 'anon' }), /not issued for this application/],
      ['expired', supabaseToken(person, { expiresAt: now - 60 }), /expired/],
      ['signed by another key', supabaseToken(person, { key: otherKey }), /signature is invalid/],
      [
        'HS256 signed with the anon key',
        new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(ANON_KEY)),
        /not signed with an accepted algorithm/,
      ],
      [
        'alg none',
        `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`,
        /not signed with an accepted algorithm/,
      ],
      ['role anon', supabaseToken(person, { claims: { role: 'anon' } }), /not a signed-in session/],
      [
        'role service_role',
        supabaseToken(person, { claims: { role: 'service_role' } }),
        /not a signed-in session/,
      ],
      [
        'an anonymous session',
        supabaseToken(person, { claims: { is_anonymous: true } }),
        /anonymous sessions cannot sign in/,
      ],
      ['no e-mail', supabaseToken(person, { claims: { email: undefined } }), /no valid email address/],
      [
        'a session made with another provider',
        supabaseToken(person, { claims: { app_metadata: { provider: 'apple', providers: ['apple'] } } }),
        /not made with Google/,
      ],
      ['not a JWT', 'not-a-jwt', /malformed/],
    ];
    for (const [label, token, reason] of cases) {
      const response = await post('/api/auth/supabase-callback', {
        accessToken: await token,
        provider: 'google',
      });
      expect(response.statusCode, label).toBe(401);
      const body = expectError(response, 401, /^Authentication failed: /, { code: 'UNAUTHENTICATED' });
      expect(body.error, label).toMatch(reason);
    }
    expect(await pendingOf(person.sub)).toHaveLength(0);
  });

  it('400 for a missing token, an unknown provider and an unknown field', async () => {
    const accessToken = await supabaseToken(newPerson());
    const cases = [
      [{ provider: 'google' }, 'accessToken is required', 'accessToken'],
      [{ accessToken: '  ', provider: 'google' }, 'accessToken is required', 'accessToken'],
      [{ accessToken, provider: 'facebook' }, 'Provider must be google or apple', 'provider'],
      [{ accessToken }, 'Provider must be google or apple', 'provider'],
      [{ accessToken, provider: 'google', email: 'x@example.com' }, 'Unknown field: email', ''],
    ] as const;
    for (const [payload, message, path] of cases) {
      const response = await post('/api/auth/supabase-callback', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expectError(response, 400, message, { path });
    }
  });

  it('403 while single sign-on or the provider is switched off', async () => {
    const google = newPerson();
    const apple = newPerson({ provider: 'apple' });
    try {
      await setSso(ctx, admin, { supabaseEnabled: true, googleEnabled: true, appleEnabled: false });
      const appleOff = await callback(apple);
      expectError(appleOff, 403, 'Apple sign-in is disabled. Please sign in with your email and password.', {
        code: 'FORBIDDEN',
      });
      await expectSignupRequired(await callback(google));

      await setSso(ctx, admin, { supabaseEnabled: false, googleEnabled: false, appleEnabled: false });
      const ssoOff = await callback(google);
      expectError(ssoOff, 403, 'Single sign-on is disabled. Please sign in with your email and password.', {
        code: 'FORBIDDEN',
      });
    } finally {
      await setSso(ctx, admin, { supabaseEnabled: true, googleEnabled: true, appleEnabled: true });
    }
    expect(await pendingOf(apple.sub)).toHaveLength(0);
  });

  it('403 DOMAIN_RESTRICTED for an address whose domain is restricted', async () => {
    const restricted = await ctx.send('POST', '/api/domainrestrictions', admin, {
      domain: 'blocked-social.example',
      reason: 'test',
    });
    expectBody(restricted, 201, domainRestrictionSchema);
    const person = newPerson({ email: 'someone@team.blocked-social.example' });
    const response = await callback(person);
    expectError(response, 403, /blocked-social\.example/, { code: 'DOMAIN_RESTRICTED' });
    expect(await pendingOf(person.sub)).toHaveLength(0);
  });

  it('409 for the address of an existing password account, which is not linked', async () => {
    const existing = await createUser(ctx.database.db);
    const person = newPerson({ email: existing.email.toUpperCase() });
    const response = await callback(person);
    const body = expectError(response, 409, /sign in with your email and password/, { code: 'CONFLICT' });
    expect(body.error).toContain('already');
    expect(await identitiesOf(person.sub)).toHaveLength(0);
    expect(await pendingOf(person.sub)).toHaveLength(0);
  });

  it('asks for more information the first time, with the names the provider gave', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ full_name: 'Meera Devi Nair' }, 'Meera', 'Devi Nair'],
      [{ given_name: 'Ravi', family_name: 'Shah', full_name: 'Ignored Name' }, 'Ravi', 'Shah'],
      [{ name: 'Kiran' }, 'Kiran', ''],
      [{}, '', ''],
    ];
    for (const [userMetadata, firstName, lastName] of cases) {
      const person = newPerson({ userMetadata });
      const response = await post('/api/auth/supabase-callback', {
        accessToken: await supabaseToken(person),
        provider: 'GOOGLE',
      });
      expect(expectBody(response, 200, supabaseCallbackResponseSchema)).toEqual({
        requiresAdditionalInfo: true,
        supabaseUserId: person.sub,
        firstName,
        lastName,
      });
      const [pending] = await pendingOf(person.sub);
      expect(pending).toMatchObject({ email: person.email, provider: 'google', firstName, lastName });
      const minutesValid = (pending!.expiresAt.getTime() - Date.now()) / 60_000;
      expect(minutesValid).toBeGreaterThan(29);
      expect(minutesValid).toBeLessThanOrEqual(30);
    }
  });

  it('429 for the 31st call from one address within a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const response = await post(
        '/api/auth/supabase-callback',
        { accessToken: 'not-a-jwt', provider: 'google' },
        '10.99.0.1',
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('POST /api/auth/complete-supabase-signup', () => {
  it("400 in the spec's order: account type, password, confirmation, match, length", async () => {
    const person = newPerson();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ role: undefined, password: undefined, confirmPassword: undefined }, 'Please select an account type'],
      [{ role: '', password: '' }, 'Please select an account type'],
      [{ password: '', confirmPassword: '' }, 'Password is required'],
      [{ confirmPassword: undefined }, 'Please confirm your password'],
      [{ password: 'secret1', confirmPassword: 'secret2' }, 'Passwords do not match'],
      [{ password: 'short', confirmPassword: 'short' }, 'Password must be at least 6 characters long'],
      [{ role: 'Admin' }, 'Role must be Customer or Consultant'],
      [{ supabaseUserId: undefined }, 'supabaseUserId is required'],
      [{ isAdmin: true }, 'Unknown field: isAdmin'],
    ];
    for (const [overrides, message] of cases) {
      const response = await complete(person, overrides);
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expectError(response, 400, message);
    }
  });

  it('400 for a sign-in that never reached the callback or has expired', async () => {
    const unknown = await complete(newPerson());
    expect(expectError(unknown, 400, EXPIRED).details).toBeUndefined();

    const person = newPerson();
    await expectSignupRequired(await callback(person));
    await ctx.database.db
      .update(pendingSocialSignups)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pendingSocialSignups.subject, person.sub));
    expectError(await complete(person), 400, EXPIRED);
    expect(await ctx.database.db.select().from(users).where(eq(users.email, person.email))).toHaveLength(0);
  });

  it('400 for a completion from another address than the verified callback, and no account', async () => {
    const person = newPerson();
    await expectSignupRequired(await callback(person));
    const stranger = await post('/api/auth/complete-supabase-signup', completion(person), nextAddress());
    expectError(stranger, 400, EXPIRED);
    expect(await ctx.database.db.select().from(users).where(eq(users.email, person.email))).toHaveLength(0);
    expect((await complete(person)).statusCode).toBe(204);
  });

  it('403 for a consultant while consultant registration is disabled', async () => {
    const person = newPerson();
    await expectSignupRequired(await callback(person));
    const response = await complete(person, { role: 'consultant' });
    expectError(response, 403, /Consultant registration is currently disabled/, {
      code: 'REGISTRATION_DISABLED',
    });
    expect(await pendingOf(person.sub)).toHaveLength(1);
  });

  it('403 once the provider has been switched off since the callback', async () => {
    const person = newPerson();
    await expectSignupRequired(await callback(person));
    try {
      await setSso(ctx, admin, { supabaseEnabled: true, googleEnabled: false, appleEnabled: true });
      const response = await complete(person);
      expectError(response, 403, 'Google sign-in is disabled. Please sign in with your email and password.');
    } finally {
      await setSso(ctx, admin, { supabaseEnabled: true, googleEnabled: true, appleEnabled: true });
    }
  });

  it('204, a verification mail, and from then on the callback signs the person in', async () => {
    const person = newPerson({ provider: 'apple', userMetadata: { full_name: 'Asha Rao' } });
    await expectSignupRequired(await callback(person));

    const completed = await complete(person, { role: 'customer', firstName: ' Asha ', lastName: 'Iyer' });
    expect(completed.statusCode).toBe(204);
    expect(completed.body).toBe('');

    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, person.email));
    expect(user).toMatchObject({
      role: 'Customer',
      firstName: 'Asha',
      lastName: 'Iyer',
      emailVerifiedAt: null,
    });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await identitiesOf(person.sub)).toMatchObject([
      { userId: user!.id, issuer: `${supabaseUrl}/auth/v1`, provider: 'apple', email: person.email },
    ]);
    expect(await pendingOf(person.sub)).toHaveLength(0);
    expectError(await complete(person), 400, EXPIRED);

    const unverified = await callback(person);
    expectError(unverified, 403, /verify your email/i, { code: 'EMAIL_NOT_VERIFIED' });

    await confirmFromMail(person.email);
    const signedIn = await callback(person);
    const body = expectBody(signedIn, 200, supabaseCallbackResponseSchema);
    expect(body).toMatchObject({
      requiresAdditionalInfo: false,
      id: user!.id,
      email: person.email,
      role: 'Customer',
      firstName: 'Asha',
      lastName: 'Iyer',
    });
    if (body.requiresAdditionalInfo) throw new Error('the linked account should sign in');
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const me = await ctx.send('GET', `/api/users/${user!.id}`, bearer(body.token));
    expect(expectBody(me, 200, userSchema).email).toBe(person.email);

    // The password chosen at completion works for the standard sign-in too.
    const login = await post('/api/auth/login', { email: person.email, password: 'secret1' });
    expectBody(login, 200, loginResponseSchema);
  });

  it("falls back to the provider's names, then to the address, when none are typed", async () => {
    const named = newPerson({ userMetadata: { given_name: 'Ravi', family_name: 'Shah' } });
    const unnamed = newPerson({
      email: `kiran.${crypto.randomUUID().slice(0, 8)}@example.com`,
      userMetadata: {},
    });
    for (const person of [named, unnamed]) {
      await expectSignupRequired(await callback(person));
      const response = await complete(person, { firstName: '', lastName: undefined });
      expect(response.statusCode).toBe(204);
    }
    const [ravi] = await ctx.database.db.select().from(users).where(eq(users.email, named.email));
    expect(ravi).toMatchObject({ firstName: 'Ravi', lastName: 'Shah' });
    const [kiran] = await ctx.database.db.select().from(users).where(eq(users.email, unnamed.email));
    expect(kiran).toMatchObject({ firstName: unnamed.email.split('@')[0], lastName: '' });
    expect((await smtp.mailTo(unnamed.email)).text).toContain(`Hello ${unnamed.email.split('@')[0]},`);
  });

  it('409 when the address got an account between the callback and the completion', async () => {
    const person = newPerson();
    await expectSignupRequired(await callback(person));
    await createUser(ctx.database.db, { email: person.email });
    const response = await complete(person);
    const body = expectError(response, 409, /already/);
    expect(body.error).toContain('already');
    expect(await identitiesOf(person.sub)).toHaveLength(0);
    // Nothing was used up: the transaction left the held sign-in as it was.
    expect(await pendingOf(person.sub)).toHaveLength(1);
  });

  it('403 from the callback once the linked account has been deactivated', async () => {
    const person = newPerson();
    await callback(person);
    expect((await complete(person)).statusCode).toBe(204);
    await confirmFromMail(person.email);
    await ctx.database.db.update(users).set({ status: 'Inactive' }).where(eq(users.email, person.email));
    const response = await callback(person);
    expectError(response, 403, /deactivated/, { code: 'ACCOUNT_DEACTIVATED' });
  });
});

describe('without a working configuration or mail server', () => {
  it('503 "Social sign-in is not configured" without SUPABASE_URL', async () => {
    const unconfigured = await createTestApp();
    try {
      const person = newPerson();
      const callbackResponse = await post(
        '/api/auth/supabase-callback',
        { accessToken: await supabaseToken(person), provider: 'google' },
        undefined,
        unconfigured,
      );
      expectError(callbackResponse, 503, 'Social sign-in is not configured');
      const completionResponse = await complete(person, {}, unconfigured);
      expectError(completionResponse, 503, 'Social sign-in is not configured');
    } finally {
      await unconfigured.close();
    }
  });

  it('503 and no account left when the verification mail cannot be sent; the sign-in stays held for a retry', async () => {
    const deadMail = await createTestApp({ SUPABASE_URL: supabaseUrl, SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const deadMailAdmin = await createUser(deadMail.database.db, { role: 'Admin' });
      await setSso(deadMail, deadMailAdmin, {
        supabaseEnabled: true,
        googleEnabled: true,
        appleEnabled: false,
      });
      const person = newPerson();
      await expectSignupRequired(await callback(person, {}, deadMail));

      const response = await complete(person, {}, deadMail);
      expectError(response, 503, /./, { code: 'SERVICE_UNAVAILABLE' });
      const db = deadMail.database.db;
      expect(await db.select().from(users).where(eq(users.email, person.email))).toHaveLength(0);
      expect(
        await db.select().from(userIdentities).where(eq(userIdentities.subject, person.sub)),
      ).toHaveLength(0);
      const pending = await db
        .select()
        .from(pendingSocialSignups)
        .where(eq(pendingSocialSignups.subject, person.sub));
      expect(pending).toHaveLength(1);
    } finally {
      await deadMail.close();
    }
  });
});
