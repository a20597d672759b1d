import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

/**
 * A stand-in for Supabase Auth (GoTrue) on loopback, for the browser tests only. It speaks the wire
 * protocol that @supabase/auth-js 2.109 uses for a social sign-in with flowType 'pkce' (see
 * node_modules/@supabase/auth-js/dist/module/GoTrueClient.js: _getUrlForProvider,
 * _exchangeCodeForSession, _getUser, signOut):
 *
 *   GET  /auth/v1/authorize?provider=&redirect_to=&code_challenge=&code_challenge_method=s256
 *        → 302 to redirect_to?code=… (the provider's consent screens are skipped)
 *   POST /auth/v1/token?grant_type=pkce {auth_code, code_verifier} → session JSON
 *   POST /auth/v1/token?grant_type=refresh_token {refresh_token}   → session JSON
 *   GET  /auth/v1/user (Bearer)                                     → user JSON
 *   GET  /auth/v1/.well-known/jwks.json                             → the public signing keys
 *   POST /auth/v1/logout                                            → 204
 *
 * Access tokens are RS256 JWTs with Supabase's claims, signed with a key made at start, so our
 * server verifies them exactly as it verifies real ones (JWKS, issuer, audience, algorithm).
 * Tests choose who the next /authorize signs in through `POST /__test/next-identity`.
 */

export interface FakeIdentity {
  email: string;
  fullName: string;
  givenName?: string;
  familyName?: string;
}

interface IssuedCode {
  identity: FakeIdentity;
  provider: string;
  challenge: string;
  method: string;
  expiresAt: number;
}

const KEY_ID = 'e2e-fake-supabase-key';
const TOKEN_SECONDS = 3600;

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers':
    'authorization, apikey, content-type, x-client-info, x-supabase-api-version',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-expose-headers': 'x-supabase-api-version',
  'access-control-max-age': '600',
};

const base64url = (buffer: Buffer) => buffer.toString('base64url');

export async function startFakeSupabase() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const publicJwk = { ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  const codes = new Map<string, IssuedCode>();
  const refreshTokens = new Map<string, { identity: FakeIdentity; provider: string }>();
  /** Access tokens this fake issued and has not seen logged out: what GET /user answers for. */
  const usersByToken = new Map<string, { identity: FakeIdentity; provider: string }>();
  /** One Supabase user id per e-mail, so a second sign-in is the same person (a linked identity). */
  const subjects = new Map<string, string>();
  let nextIdentity: FakeIdentity = { email: 'social.user@example.com', fullName: 'Social User' };
  let url = '';
  const issuer = () => `${url}/auth/v1`;

  const subjectOf = (email: string) => {
    const key = email.toLowerCase();
    if (!subjects.has(key)) subjects.set(key, crypto.randomUUID());
    return subjects.get(key)!;
  };

  function userJson(identity: FakeIdentity, provider: string) {
    const id = subjectOf(identity.email);
    const now = new Date().toISOString();
    const userMetadata = {
      full_name: identity.fullName,
      name: identity.fullName,
      email: identity.email,
      email_verified: true,
      ...(identity.givenName && { given_name: identity.givenName }),
      ...(identity.familyName && { family_name: identity.familyName }),
    };
    return {
      id,
      aud: 'authenticated',
      role: 'authenticated',
      email: identity.email,
      email_confirmed_at: now,
      phone: '',
      confirmed_at: now,
      last_sign_in_at: now,
      app_metadata: { provider, providers: [provider] },
      user_metadata: userMetadata,
      identities: [
        {
          identity_id: crypto.randomUUID(),
          id: crypto.randomUUID(),
          user_id: id,
          identity_data: { ...userMetadata, sub: id },
          provider,
          last_sign_in_at: now,
          created_at: now,
          updated_at: now,
          email: identity.email,
        },
      ],
      created_at: now,
      updated_at: now,
      is_anonymous: false,
    };
  }

  async function sessionJson(identity: FakeIdentity, provider: string) {
    const user = userJson(identity, provider);
    const now = Math.floor(Date.now() / 1000);
    const accessToken = await new SignJWT({
      email: identity.email,
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'oauth', timestamp: now }],
      session_id: crypto.randomUUID(),
      is_anonymous: false,
      app_metadata: user.app_metadata,
      user_metadata: user.user_metadata,
    })
      .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })
      .setIssuer(issuer())
      .setAudience('authenticated')
      .setSubject(user.id)
      .setIssuedAt(now)
      .setExpirationTime(now + TOKEN_SECONDS)
      .sign(privateKey);
    const refreshToken = base64url(crypto.randomBytes(16));
    refreshTokens.set(refreshToken, { identity, provider });
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: TOKEN_SECONDS,
      expires_at: now + TOKEN_SECONDS,
      refresh_token: refreshToken,
      user,
    };
  }

  const send = (response: http.ServerResponse, status: number, body?: unknown, headers = {}) => {
    response.writeHead(status, {
      ...CORS_HEADERS,
      'x-supabase-api-version': '2024-01-01',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    });
    response.end(body === undefined ? undefined : JSON.stringify(body));
  };
  // GoTrue's error shape since API version 2024-01-01.
  const fail = (response: http.ServerResponse, status: number, code: string, message: string) =>
    send(response, status, { code: status, error_code: code, msg: message });

  const readJson = async (request: http.IncomingMessage): Promise<Record<string, unknown>> => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    if (!text) return {};
    try {
      return JSON.parse(text) as Record<string, unknown>;
    } catch {
      return {};
    }
  };

  async function handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const requestUrl = new URL(request.url ?? '/', url);
    const route = `${request.method} ${requestUrl.pathname}`;
    if (request.method === 'OPTIONS') return send(response, 204);

    switch (route) {
      case 'POST /__test/next-identity': {
        const body = await readJson(request);
        if (typeof body.email !== 'string') return fail(response, 400, 'validation_failed', 'email missing');
        nextIdentity = {
          email: body.email,
          fullName: typeof body.fullName === 'string' ? body.fullName : '',
          ...(typeof body.givenName === 'string' && { givenName: body.givenName }),
          ...(typeof body.familyName === 'string' && { familyName: body.familyName }),
        };
        return send(response, 204);
      }
      case 'GET /auth/v1/.well-known/jwks.json':
        return send(response, 200, { keys: [publicJwk] }, { 'cache-control': 'public, max-age=600' });
      case 'GET /auth/v1/settings':
        return send(response, 200, {
          external: { google: true, apple: true, email: true },
          disable_signup: false,
          mailer_autoconfirm: false,
        });
      case 'GET /auth/v1/authorize': {
        const provider = requestUrl.searchParams.get('provider') ?? '';
        const redirectTo = requestUrl.searchParams.get('redirect_to');
        const challenge = requestUrl.searchParams.get('code_challenge') ?? '';
        const method = (requestUrl.searchParams.get('code_challenge_method') ?? '').toLowerCase();
        if (!['google', 'apple'].includes(provider)) {
          return fail(response, 400, 'validation_failed', 'Unsupported provider: Provider is not enabled');
        }
        if (!redirectTo) return fail(response, 400, 'validation_failed', 'redirect_to is required');
        if (!challenge || !['s256', 'plain'].includes(method)) {
          return fail(response, 400, 'validation_failed', 'PKCE flow requires code_challenge');
        }
        const code = crypto.randomUUID();
        codes.set(code, {
          identity: nextIdentity,
          provider,
          challenge,
          method,
          expiresAt: Date.now() + 5 * 60_000,
        });
        const target = new URL(redirectTo);
        target.searchParams.set('code', code);
        response.writeHead(302, { ...CORS_HEADERS, location: target.toString() });
        return response.end();
      }
      case 'POST /auth/v1/token': {
        const grantType = requestUrl.searchParams.get('grant_type');
        const body = await readJson(request);
        if (grantType === 'pkce') {
          const issued = codes.get(String(body.auth_code ?? ''));
          codes.delete(String(body.auth_code ?? ''));
          if (!issued || issued.expiresAt < Date.now()) {
            return fail(
              response,
              404,
              'flow_state_not_found',
              'invalid flow state, no valid flow state found',
            );
          }
          const verifier = String(body.code_verifier ?? '');
          const expected =
            issued.method === 's256'
              ? base64url(crypto.createHash('sha256').update(verifier).digest())
              : verifier;
          if (!verifier || expected !== issued.challenge) {
            return fail(
              response,
              403,
              'bad_code_verifier',
              'code challenge does not match previously saved code verifier',
            );
          }
          const session = await sessionJson(issued.identity, issued.provider);
          usersByToken.set(session.access_token, issued);
          return send(response, 200, session);
        }
        if (grantType === 'refresh_token') {
          const holder = refreshTokens.get(String(body.refresh_token ?? ''));
          refreshTokens.delete(String(body.refresh_token ?? ''));
          if (!holder)
            return fail(
              response,
              400,
              'refresh_token_not_found',
              'Invalid Refresh Token: Refresh Token Not Found',
            );
          const session = await sessionJson(holder.identity, holder.provider);
          usersByToken.set(session.access_token, holder);
          return send(response, 200, session);
        }
        return fail(response, 400, 'validation_failed', `Unsupported grant type: ${grantType}`);
      }
      case 'GET /auth/v1/user': {
        const token = request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
        const holder = usersByToken.get(token);
        if (!holder)
          return fail(response, 401, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
        return send(response, 200, userJson(holder.identity, holder.provider));
      }
      case 'POST /auth/v1/logout': {
        const token = request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
        usersByToken.delete(token);
        return send(response, 204);
      }
      default:
        return fail(response, 404, 'not_found', `No route for ${route}`);
    }
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) fail(response, 500, 'unexpected_failure', String(error));
      else response.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** From a test: who the next Google or Apple sign-in at the fake will be. */
export async function setNextIdentity(fakeUrl: string, identity: FakeIdentity) {
  const response = await fetch(`${fakeUrl}/__test/next-identity`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(identity),
  });
  if (response.status !== 204) throw new Error(`The fake Supabase refused the identity: ${response.status}`);
}
