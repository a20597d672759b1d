import type { Role } from '@basisdesk/shared';
import { createSigner, createVerifier } from 'fast-jwt';

export interface TokenClaims {
  sub: string;
  role: Role;
  /** The user's token version when the token was issued; a bump revokes the token. */
  tv: number;
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
  issue(claims: TokenClaims): IssuedToken;
  /** The claims of a valid, unexpired HS256 token, or null for anything else. */
  verify(token: string): VerifiedToken | null;
}

export function createTokenService({
  secret,
  ttlMinutes,
}: {
  secret: string;
  ttlMinutes: number;
}): TokenService {
  const ttlSeconds = ttlMinutes * 60;
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 });
  // Only HS256 is accepted: 'none' and every other algorithm are refused before the signature is read.
  const verify = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    cache: 1000,
    requiredClaims: ['sub', 'exp'],
  });

  return {
    ttlMinutes,
    issue(claims) {
      const token = sign({ ...claims });
      return { token, expiresAt: new Date(Date.now() + ttlSeconds * 1000) };
    },
    verify(token) {
      try {
        const payload = verify(token) as Partial<VerifiedToken>;
        if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return null;
        return payload as VerifiedToken;
      } catch {
        return null;
      }
    },
  };
}
