import { emailSchema, SOCIAL_AUTH_MESSAGES } from '@basisdesk/shared';
import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from 'jose';
import { AppError } from './errors';

/** What a verified Supabase access token says about the person. */
export interface SupabaseIdentity {
  issuer: string;
  subject: string;
  /** Lower-cased. */
  email: string;
  /** The sign-in providers linked to the Supabase user ('google', 'apple', 'email', …). */
  providers: string[];
  /** From the provider's profile; empty strings when it gave none. */
  firstName: string;
  lastName: string;
}

export interface SupabaseTokenVerifier {
  /** `${SUPABASE_URL}/auth/v1`: the only issuer accepted, and the first half of an identity link. */
  readonly issuer: string;
  verify(accessToken: string): Promise<SupabaseIdentity>;
}

/**
 * Only the asymmetric algorithms Supabase signs with, verified against its published keys. HS256
 * would verify with a shared secret (the anon key is one, and it is public); 'none' verifies nothing.
 */
const ALGORITHMS = ['RS256', 'ES256'];
const AUDIENCE = 'authenticated';

export const authenticationFailed = (reason: string) =>
  new AppError('UNAUTHENTICATED', `Authentication failed: ${reason}`);

const REASON_BY_JOSE_CODE: Record<string, string> = {
  [errors.JWTExpired.code]: 'the session has expired, please sign in again',
  [errors.JOSEAlgNotAllowed.code]: 'the token is not signed with an accepted algorithm',
  [errors.JOSENotSupported.code]: 'the token is not signed with an accepted algorithm',
  [errors.JWSSignatureVerificationFailed.code]: 'the token signature is invalid',
  [errors.JWKSNoMatchingKey.code]: 'the token signature is invalid',
  [errors.JWKSMultipleMatchingKeys.code]: 'the token signature is invalid',
  [errors.JWSInvalid.code]: 'the token is malformed',
  [errors.JWTInvalid.code]: 'the token is malformed',
};

/** A problem with the token is the caller's (401); failing to fetch the keys is ours (503). */
function toAppError(error: unknown): AppError {
  if (error instanceof errors.JWTClaimValidationFailed) {
    const reason =
      error.claim === 'iss' || error.claim === 'aud'
        ? 'the token was not issued for this application'
        : `the token's ${error.claim} claim is ${error.reason === 'missing' ? 'missing' : 'invalid'}`;
    return authenticationFailed(reason);
  }
  const reason = error instanceof errors.JOSEError ? REASON_BY_JOSE_CODE[error.code] : undefined;
  if (reason) return authenticationFailed(reason);
  return new AppError('SERVICE_UNAVAILABLE', SOCIAL_AUTH_MESSAGES.unavailable, {
    retryAfterSeconds: 60,
    cause: error,
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const textOf = (record: Record<string, unknown>, key: string) => {
  const value = record[key];
  return typeof value === 'string' ? value.trim() : '';
};

/** Google gives given/family names, Apple and others often only a full name. */
function namesOf(metadata: unknown): { firstName: string; lastName: string } {
  const profile = isRecord(metadata) ? metadata : {};
  let firstName = textOf(profile, 'first_name') || textOf(profile, 'given_name');
  let lastName = textOf(profile, 'last_name') || textOf(profile, 'family_name');
  if (!firstName && !lastName) {
    const [first = '', ...rest] = (textOf(profile, 'full_name') || textOf(profile, 'name')).split(/\s+/);
    firstName = first;
    lastName = rest.join(' ');
  }
  return { firstName: firstName.slice(0, 100), lastName: lastName.slice(0, 100) };
}

function providersOf(appMetadata: unknown): string[] {
  if (!isRecord(appMetadata)) return [];
  const listed = Array.isArray(appMetadata.providers) ? appMetadata.providers : [];
  return [...listed, appMetadata.provider].filter((value): value is string => typeof value === 'string');
}

/** The claims a signed-in person's token must carry, beyond a valid signature, issuer and audience. */
function identityOf(payload: JWTPayload, issuer: string): SupabaseIdentity {
  // 'anon' and 'service_role' tokens are keys for the Supabase API, not a person's session.
  if (payload.role !== 'authenticated') throw authenticationFailed('the token is not a signed-in session');
  if (payload.is_anonymous === true) throw authenticationFailed('anonymous sessions cannot sign in');
  if (typeof payload.sub !== 'string' || payload.sub.trim() === '') {
    throw authenticationFailed('the token names no user');
  }
  const email = emailSchema.safeParse(payload.email);
  if (!email.success) throw authenticationFailed('the account has no valid email address');
  return {
    issuer,
    subject: payload.sub,
    email: email.data,
    providers: providersOf(payload.app_metadata),
    ...namesOf(payload.user_metadata),
  };
}

export function createSupabaseTokenVerifier({ supabaseUrl }: { supabaseUrl: string }): SupabaseTokenVerifier {
  const base = supabaseUrl.replace(/\/+$/, '');
  const issuer = `${base}/auth/v1`;
  // Fetched on first use, cached, and refetched when a token names a key it has not seen (rotation).
  const jwks = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));

  return {
    issuer,
    async verify(accessToken) {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(accessToken, jwks, {
          issuer,
          audience: AUDIENCE,
          algorithms: ALGORITHMS,
          requiredClaims: ['sub', 'exp'],
        }));
      } catch (error) {
        throw toAppError(error);
      }
      return identityOf(payload, issuer);
    },
  };
}
