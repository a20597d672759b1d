import type { Role } from '@basisdesk/shared';
import { createSigner, createVerifier } from 'fast-jwt';

export interface TokenClaims {
  sub: string;
  role: Role;
  /** The user's token version when the token was issued; a bump revokes the token. */
  tv: number;
  /** The sign-in session the token belongs to (decision 032): ending it revokes the token. */
  sid: string;
}

export interface VerifiedToken extends TokenClaims {
  exp: number;
  iat: number;
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

export interface TokenService {
  /** How long a token lives: the session length the platform applies. */
  readonly ttlMinutes: number;
  /**
   * A token for the claims, valid for the session length, or until `expiresAt` when given (a token
   * reissued for a session keeps the session's end). `expiresAt` is the token's `exp`, to the second.
   */
  issue(claims: TokenClaims, expiresAt?: Date): IssuedToken;
  /** The claims of a valid, unexpired HS256 token, or null for anything else. */
  verify(token: string): VerifiedToken | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createTokenService({
  secret,
  ttlMinutes,
}: {
  secret: string;
  ttlMinutes: number;
}): TokenService {
  const ttlSeconds = ttlMinutes * 60;
  // `exp` is written by issue(), so that the answer's expiresAt is the token's to the second.
  const sign = createSigner({ key: secret, algorithm: 'HS256' });
  // Only HS256 is accepted: 'none' and every other algorithm are refused before the signature is read.
  const verify = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    cache: 1000,
    requiredClaims: ['sub', 'exp', 'sid'],
  });

  return {
    ttlMinutes,
    issue(claims, expiresAt) {
      const exp = Math.floor((expiresAt?.getTime() ?? Date.now() + ttlSeconds * 1000) / 1000);
      const token = sign({ ...claims, exp });
      return { token, expiresAt: new Date(exp * 1000) };
    },
    verify(token) {
      try {
        const payload = verify(token) as Partial<VerifiedToken>;
        if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return null;
        // Read from the database by id: anything but a UUID is no session of ours.
        if (typeof payload.sid !== 'string' || !UUID.test(payload.sid)) return null;
        return payload as VerifiedToken;
      } catch {
        return null;
      }
    },
  };
}
