import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { authHeader, type TokenHolder } from './test-tokens';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What a request carries instead of a test user's fresh token: a garbage or older token, other
 * headers, the client's address (per-address rate limits).
 */
export interface RawCaller {
  headers?: Record<string, string>;
  remoteAddress?: string;
}

/** A test user (sent with a bearer token issued for it there and then), raw headers, or nobody. */
export type Caller = TokenHolder | RawCaller | null;

export const NO_TOKEN = null;
export const GARBAGE_TOKEN: RawCaller = { headers: { authorization: 'Bearer not.a.token' } };

export const bearer = (token: string): RawCaller => ({ headers: { authorization: `Bearer ${token}` } });

/** The user's token as issued now, kept to be sent again after something should have revoked it. */
export const tokenOf = (user: TokenHolder): RawCaller => ({ headers: authHeader(user) });

export const from = (remoteAddress: string, headers: Record<string, string> = {}): RawCaller => ({
  remoteAddress,
  headers,
});

const isTokenHolder = (caller: TokenHolder | RawCaller): caller is TokenHolder => 'tokenVersion' in caller;

/**
 * The one way route tests call the API. A body is sent as JSON; a string is sent as it stands
 * (PUT Admin/users/{id}/role takes a bare JSON string, and malformed JSON is a case to test).
 */
export function sendRequest(
  app: FastifyInstance,
  method: Method,
  url: string,
  caller: Caller = NO_TOKEN,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  const raw = caller && !isTokenHolder(caller) ? caller : {};
  const headers: Record<string, string> = {
    ...(body !== undefined && { 'content-type': 'application/json' }),
    ...(caller && isTokenHolder(caller) && authHeader(caller)),
    ...raw.headers,
  };
  return app.inject({
    method,
    url,
    headers,
    ...(raw.remoteAddress !== undefined && { remoteAddress: raw.remoteAddress }),
    ...(body !== undefined && { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

export type Send = (
  method: Method,
  url: string,
  caller?: Caller,
  body?: unknown,
) => Promise<LightMyRequestResponse>;
