// What the social sign-in route tests (callback, completion, an unconfigured server) share: an
// application that trusts a loopback stand-in for Supabase's signing keys and mails through an SMTP
// sink, people as Supabase sends them, their tokens, and the two calls from the person's device.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  confirmEmailResponseSchema,
  ssoConfigSchema,
  supabaseCallbackResponseSchema,
} from '@basisdesk/shared';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { expect } from 'vitest';
import { expectBody } from '../../../test/expect-response';
import { createUser, type TestUser, uniqueEmail } from '../../../test/factories';
import { from } from '../../../test/send-request';
import { startSmtpSink } from '../../../test/smtp-sink';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { useOpened } from '../../../test/use-opened';
import { pendingSocialSignups, userIdentities } from '../../db/schema';

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;

const KEY_ID = 'test-signing-key';
export const ANON_KEY = 'anon-key-that-is-public';
export const EXPIRED = 'Authentication failed: the sign-in has expired, please start again';

/** Supabase's side of the wire: its published signing keys, on loopback. */
export async function startSupabaseKeys(publicJwk: object) {
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

export async function setSso(
  target: TestContext,
  asUser: TestUser,
  config: { supabaseEnabled: boolean; googleEnabled: boolean; appleEnabled: boolean },
) {
  expectBody(await target.send('PUT', '/api/sso-config', asUser, config), 200, ssoConfigSchema);
}

export interface SocialAuthSuite extends TestContext {
  smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  supabaseUrl: string;
  signingKey: KeyPair;
  /** Switched Google and Apple sign-in on. */
  admin: TestUser;
}

async function openSocialAuthSuite(): Promise<SocialAuthSuite> {
  const signingKey = await generateKeyPair('RS256');
  const publicJwk = { ...(await exportJWK(signingKey.publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  const supabase = await startSupabaseKeys(publicJwk);
  const smtp = await startSmtpSink();
  const ctx = await createTestApp({
    SUPABASE_URL: supabase.url,
    SUPABASE_ANON_KEY: ANON_KEY,
    SMTP_URL: smtp.url,
  });
  const admin = await createUser(ctx.database.db, { role: 'Admin' });
  await setSso(ctx, admin, { supabaseEnabled: true, googleEnabled: true, appleEnabled: true });
  return {
    ...ctx,
    smtp,
    supabaseUrl: supabase.url,
    signingKey,
    admin,
    async close() {
      await ctx.close();
      await smtp.close();
      await new Promise((resolve) => supabase.server.close(resolve));
    },
  };
}

export interface Person {
  sub: string;
  email: string;
  provider: 'google' | 'apple';
  userMetadata: Record<string, unknown>;
  /** The device the person signs in from: the callback and the completion come from it. */
  address: string;
}

export interface TokenOptions {
  claims?: JWTPayload;
  issuer?: string;
  audience?: string;
  expiresAt?: number;
  key?: KeyPair['privateKey'];
}

/** The file's application with Supabase's stand-in, and the calls a person makes to it. */
export function useSocialAuthKit() {
  const ctx = useOpened(openSocialAuthSuite);
  // A fresh client address per request, so the per-address limit only bites where a test wants it.
  let addressCounter = 0;
  const nextAddress = () => {
    addressCounter += 1;
    return `10.20.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
  };

  const newPerson = (overrides: Partial<Person> = {}): Person => ({
    sub: crypto.randomUUID(),
    email: uniqueEmail('social'),
    provider: 'google',
    userMetadata: { full_name: 'Meera Nair', avatar_url: 'https://example.com/a.png' },
    address: nextAddress(),
    ...overrides,
  });

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
      .setIssuer(options.issuer ?? `${ctx.supabaseUrl}/auth/v1`)
      .setAudience(options.audience ?? 'authenticated')
      .setSubject(person.sub)
      .setIssuedAt(now - 60)
      .setExpirationTime(options.expiresAt ?? now + 3600)
      .sign(options.key ?? ctx.signingKey.privateKey);
  }

  const post = (url: string, payload: unknown, remoteAddress = nextAddress(), target: TestContext = ctx) =>
    target.send('POST', url, from(remoteAddress), payload);

  /** The callback's answer for a person without an account yet: complete the sign-up. */
  async function expectSignupRequired(response: Awaited<ReturnType<typeof post>>) {
    const body = expectBody(response, 200, supabaseCallbackResponseSchema);
    expect(body.requiresAdditionalInfo).toBe(true);
    return body;
  }

  const callback = async (person: Person, options?: TokenOptions, target: TestContext = ctx) =>
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
    password: 'secret7',
    confirmPassword: 'secret7',
    ...overrides,
  });

  const complete = (person: Person, overrides: Record<string, unknown> = {}, target: TestContext = ctx) =>
    post('/api/auth/complete-supabase-signup', completion(person, overrides), person.address, target);

  async function confirmFromMail(email: string) {
    const mail = await ctx.smtp.mailTo(email);
    const token = mail.text.match(/http:\/\/app\.test\/confirm-email\?token=([\w-]+)/)?.[1];
    if (!token) throw new Error(`No verification link in:\n${mail.text}`);
    expectBody(await post('/api/auth/confirm-email', { token }), 200, confirmEmailResponseSchema);
  }

  const identitiesOf = (subject: string) =>
    ctx.database.db.select().from(userIdentities).where(eq(userIdentities.subject, subject));
  const pendingOf = (subject: string) =>
    ctx.database.db.select().from(pendingSocialSignups).where(eq(pendingSocialSignups.subject, subject));

  return {
    ctx,
    nextAddress,
    newPerson,
    supabaseToken,
    post,
    expectSignupRequired,
    callback,
    completion,
    complete,
    confirmFromMail,
    identitiesOf,
    pendingOf,
  };
}
