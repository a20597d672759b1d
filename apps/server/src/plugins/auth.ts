import { AUTH_MESSAGES, isAdmin, SECOND_FACTOR_MESSAGES } from '@basisdesk/shared';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../lib/errors';
import type { TokenService } from '../lib/tokens';
import type { Principal, SessionKey } from '../modules/users/principal';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export interface AuthGuards {
  /** Any signed-in, active user whose token is still current. */
  authenticate: preHandlerAsyncHookHandler;
  /**
   * authenticate, then admins only, and only with a second factor while the workspace requires
   * one of admins (AdminSecondFactorRequired): their own account routes, the factor's set-up
   * among them, take `authenticate` and stay open to them.
   */
  requireAdmin: preHandlerAsyncHookHandler;
}

/** The signed-in user of a guarded route. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('UNAUTHENTICATED', 'Authentication required');
  return request.principal;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export function registerAuthGuards(
  app: FastifyInstance,
  {
    tokens,
    loadPrincipal,
    isMissingSecondFactor,
  }: {
    tokens: TokenService;
    /**
     * Null unless the account is active, the token carries its current version and its sign-in
     * session has not ended (decision 032); `clientAddress` is where the session was last seen.
     */
    loadPrincipal: (key: SessionKey, clientAddress: string) => Promise<Principal | null>;
    /** An admin without the second factor the workspace requires of admins. */
    isMissingSecondFactor: (principal: Principal) => Promise<boolean>;
  },
): AuthGuards {
  app.decorateRequest('principal', null);

  const authenticate: preHandlerAsyncHookHandler = async (request) => {
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHENTICATED', 'Authentication required');
    const claims = tokens.verify(token);
    if (!claims) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionExpired);
    // A sign-out, a password change or a deactivation ends the session (and bumps the version for
    // the last two): every token of it ends here, on every node at once.
    const principal = await loadPrincipal(
      { userId: claims.sub, tokenVersion: claims.tv, sessionId: claims.sid },
      request.ip,
    );
    if (!principal) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionExpired);
    request.principal = principal;
  };

  const requireAdmin: preHandlerAsyncHookHandler = async function (this: FastifyInstance, request, reply) {
    await authenticate.call(this, request, reply);
    const principal = principalOf(request);
    if (!isAdmin(principal.role)) {
      throw new AppError('FORBIDDEN', 'You need admin privileges to do this');
    }
    if (await isMissingSecondFactor(principal)) {
      throw new AppError('SECOND_FACTOR_REQUIRED', SECOND_FACTOR_MESSAGES.requiredForAdmins);
    }
  };

  return { authenticate, requireAdmin };
}
