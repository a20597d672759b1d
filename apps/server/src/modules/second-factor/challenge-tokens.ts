import crypto from 'node:crypto';
import { addMs, minutesToMs, SECOND_FACTOR_CHALLENGE_MINUTES } from '@basisdesk/shared';
import type { Clock } from '../../lib/clock';

/** Whom a sign-in's second step is for: the account and its token version when the password was right. */
export interface Challenge {
  /** Random: the wrong codes are counted per challenge. */
  id: string;
  userId: string;
  tokenVersion: number;
  expiresAt: Date;
}

const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/**
 * The token between a sign-in's password and its code. It is signed with a key derived from the
 * JWT secret for this purpose alone and is not a JWT, so the bearer-token check can never accept
 * it (nor can it be taken for an unsubscribe link); any node of a deployment reads another's.
 * It expires by the application's clock, and binds the token version: a password change or a
 * deactivation in the meantime ends it.
 */
export function createChallengeTokens({ secret, clock }: { secret: string; clock: Clock }) {
  const key = crypto.createHmac('sha256', secret).update('basisdesk:second-factor-challenge:v1').digest();
  const sign = (body: string) => crypto.createHmac('sha256', key).update(body).digest();

  return {
    issue(holder: { userId: string; tokenVersion: number }): { token: string; challenge: Challenge } {
      const challenge: Challenge = {
        id: crypto.randomBytes(16).toString('base64url'),
        ...holder,
        expiresAt: addMs(clock.now(), minutesToMs(SECOND_FACTOR_CHALLENGE_MINUTES)),
      };
      const body = encode(
        JSON.stringify({
          jti: challenge.id,
          sub: holder.userId,
          tv: holder.tokenVersion,
          exp: challenge.expiresAt.getTime(),
        }),
      );
      return { token: `${body}.${sign(body).toString('base64url')}`, challenge };
    },

    /** The challenge of a genuine, unexpired token; null for anything altered, made up, old or malformed. */
    read(token: string): Challenge | null {
      const [body, signature, ...rest] = token.split('.');
      if (!body || !signature || rest.length > 0) return null;
      const given = Buffer.from(signature, 'base64url');
      const expected = sign(body);
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
      const { jti, sub, tv, exp } = claims;
      if (typeof jti !== 'string' || typeof sub !== 'string' || typeof tv !== 'number') return null;
      if (typeof exp !== 'number' || exp <= clock.now().getTime()) return null;
      return { id: jti, userId: sub, tokenVersion: tv, expiresAt: new Date(exp) };
    },
  };
}

export type ChallengeTokens = ReturnType<typeof createChallengeTokens>;
