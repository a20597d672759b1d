import { domainRestrictionSchema, supabaseCallbackResponseSchema } from '@basisdesk/shared';
import { generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { expectBody, expectError } from '../../../test/expect-response';
import { createUser } from '../../../test/factories';
import { ANON_KEY, setSso, useSocialAuthKit } from './social-auth.test-kit';

const { ctx, newPerson, supabaseToken, post, expectSignupRequired, callback, identitiesOf, pendingOf } =
  useSocialAuthKit();

describe('POST /api/auth/supabase-callback', () => {
  it('401 "Authentication failed: …" for tokens that are not a Supabase session of ours', async () => {
    const person = newPerson();
    const now = Math.floor(Date.now() / 1000);
    const otherKey = (await generateKeyPair('RS256')).privateKey;
    const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
    const claims = {
      iss: `${ctx.supabaseUrl}/auth/v1`,
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
      await setSso(ctx, ctx.admin, { supabaseEnabled: true, googleEnabled: true, appleEnabled: false });
      const appleOff = await callback(apple);
      expectError(appleOff, 403, 'Apple sign-in is disabled. Please sign in with your email and password.', {
        code: 'FORBIDDEN',
      });
      await expectSignupRequired(await callback(google));

      await setSso(ctx, ctx.admin, { supabaseEnabled: false, googleEnabled: false, appleEnabled: false });
      const ssoOff = await callback(google);
      expectError(ssoOff, 403, 'Single sign-on is disabled. Please sign in with your email and password.', {
        code: 'FORBIDDEN',
      });
    } finally {
      await setSso(ctx, ctx.admin, { supabaseEnabled: true, googleEnabled: true, appleEnabled: true });
    }
    expect(await pendingOf(apple.sub)).toHaveLength(0);
  });

  it('403 DOMAIN_RESTRICTED for an address whose domain is restricted', async () => {
    const restricted = await ctx.send('POST', '/api/domainrestrictions', ctx.admin, {
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
