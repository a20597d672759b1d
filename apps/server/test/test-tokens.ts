import { createTokenService } from '../src/lib/tokens';
import type { UserRecord } from '../src/modules/users/users.repository';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/** Who a token is issued for: the claims sign-in would put in it, its sign-in session included. */
export type TokenHolder = Pick<UserRecord, 'id' | 'role' | 'tokenVersion'> & { sessionId: string };

const tokens = createTokenService({ secret: TEST_JWT_SECRET, ttlMinutes: 60 });

/** A bearer header for the user's session, as sign-in would issue it. */
export function authHeader(user: TokenHolder) {
  const { token } = tokens.issue({
    sub: user.id,
    role: user.role,
    tv: user.tokenVersion,
    sid: user.sessionId,
  });
  return { authorization: `Bearer ${token}` };
}
