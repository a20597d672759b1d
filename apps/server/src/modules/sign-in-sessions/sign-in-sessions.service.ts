import { randomUUID } from 'node:crypto';
import { addMs, MINUTE_MS, SIGN_IN_SESSION_MESSAGES, type SignInSessionList } from '@basisdesk/shared';
import type { Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Emit } from '../../lib/domain-events';
import { AppError } from '../../lib/errors';
import type { IssuedToken, TokenService } from '../../lib/tokens';
import type { Principal, SessionKey, SignInAccount } from '../users/principal';
import type { UserEvents } from '../users/user.events';
import type { UsersService } from '../users/users.service';
import { describeDevice } from './device-label';
import type { SignInSessionEvents } from './sign-in-session.events';
import type {
  SessionsToEnd,
  SignInSessionEndReason,
  SignInSessionsRepository,
} from './sign-in-sessions.repository';

/** Where a sign-in comes from, as the request tells it. */
export interface SignInClient {
  ipAddress: string;
  userAgent: string | undefined;
}

/** Enough to recognise a browser; a longer header is someone's padding, not a device. */
export const USER_AGENT_MAX_LENGTH = 300;
/** last_seen_at moves on at most this often per session: a write a minute, not one per request. */
export const LAST_SEEN_STEP_MS = MINUTE_MS;

const trimUserAgent = (userAgent: string | undefined) =>
  userAgent?.trim().slice(0, USER_AGENT_MAX_LENGTH) || null;

interface SignInSessionsDeps {
  repo: SignInSessionsRepository;
  users: Pick<UsersService, 'getSessionPrincipal'>;
  tokens: TokenService;
  clock: Clock;
  /** Sessions that end are told in the transaction that ends them (the live streams listen). */
  emit: Emit<SignInSessionEvents>;
}

/** Each sign-in as a row the server can end before its token expires (decision 032). */
export function createSignInSessionsService({ repo, users, tokens, clock, emit }: SignInSessionsDeps) {
  /** Ends the chosen sessions in `tx` and tells of them; answers how many ended. */
  async function endIn(tx: Tx, which: SessionsToEnd, reason: SignInSessionEndReason): Promise<number> {
    const sessionIds = await repo.end(which, reason, clock.now(), tx);
    if (sessionIds.length > 0) {
      await emit(tx, { type: 'sign-in-session.ended', data: { userId: which.userId, sessionIds, reason } });
    }
    return sessionIds.length;
  }

  const end = (which: SessionsToEnd, reason: SignInSessionEndReason) =>
    repo.transaction((tx) => endIn(tx, which, reason));

  return {
    /**
     * A new session and its token: the session's id travels in the token (`sid`) and the row
     * expires with it. Only for an account that has proved who it is (auth decides).
     */
    async start(
      account: Pick<SignInAccount, 'id' | 'role' | 'tokenVersion' | 'email' | 'firstName' | 'lastName'>,
      client: SignInClient,
    ) {
      const id = randomUUID();
      const issued: IssuedToken = tokens.issue({
        sub: account.id,
        role: account.role,
        tv: account.tokenVersion,
        sid: id,
      });
      const values = {
        id,
        userId: account.id,
        createdAt: clock.now(),
        expiresAt: issued.expiresAt,
        userAgent: trimUserAgent(client.userAgent),
        ipAddress: client.ipAddress,
      };
      const { email, role } = account;
      const name = `${account.firstName} ${account.lastName}`;
      await repo.transaction(async (tx) => {
        await repo.insert(values, tx);
        const data = { userId: account.id, sessionId: id, email, name, role };
        await emit(tx, { type: 'sign-in-session.started', data });
      });
      return issued;
    },

    /**
     * The auth guard's loader: the person a token (or a stream ticket) speaks for while its
     * session is live, read in one query. The session's last sighting moves on at most once a
     * minute, so a busy session writes once a minute, not once a request.
     */
    async loadPrincipal(key: SessionKey, clientAddress: string): Promise<Principal | null> {
      const found = await users.getSessionPrincipal(key);
      if (!found) return null;
      const now = clock.now();
      const staleBefore = addMs(now, -LAST_SEEN_STEP_MS);
      if (found.lastSeenAt <= staleBefore) {
        await repo.touch(key.sessionId, { at: now, ipAddress: clientAddress, staleBefore });
      }
      return found.principal;
    },

    /** The caller's live sessions, newest first, the one that asks marked `current`. */
    async list(actor: Principal): Promise<SignInSessionList> {
      const rows = await repo.listLive(actor.id, clock.now());
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          device: describeDevice(row.userAgent),
          ipAddress: row.ipAddress,
          createdAt: row.createdAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
          current: row.id === actor.sessionId,
        })),
      };
    },

    /** Sign-out: the caller's own session ends, and its token with it. */
    async signOut(actor: Principal): Promise<void> {
      await end({ userId: actor.id, only: actor.sessionId }, 'signed-out');
    },

    /** One of the caller's sessions; another person's, or one already over, is 404 alike. */
    async endSession(actor: Principal, id: string): Promise<void> {
      const reason = id === actor.sessionId ? 'signed-out' : 'signed-out-elsewhere';
      const ended = await end({ userId: actor.id, only: id }, reason);
      if (ended === 0) throw new AppError('NOT_FOUND', SIGN_IN_SESSION_MESSAGES.notFound);
    },

    /** "Sign out everywhere else": every session of the caller but the one that asks. */
    async endOthers(actor: Principal): Promise<{ ended: number }> {
      return { ended: await end({ userId: actor.id, except: actor.sessionId }, 'signed-out-elsewhere') };
    },

    /**
     * In the password change's transaction: a change from a session ends every other one, a reset
     * link ends them all.
     */
    async onPasswordChanged(changed: UserEvents['user.password-changed'], tx: Tx): Promise<void> {
      const { userId, keptSessionId } = changed;
      await endIn(
        tx,
        keptSessionId ? { userId, except: keptSessionId } : { userId },
        changed.via === 'change' ? 'password-changed' : 'password-reset',
      );
    },

    /** In the deactivation's transaction: every session ends. */
    async onDeactivated(deactivated: UserEvents['user.deactivated'], tx: Tx): Promise<void> {
      await endIn(tx, { userId: deactivated.userId }, 'deactivated');
    },

    /** In the erasure's transaction (decision 041): every session ends, and its streams close after the commit. */
    async onErased(erased: { userId: string }, tx: Tx): Promise<void> {
      await endIn(tx, { userId: erased.userId }, 'erased');
    },
  };
}

export type SignInSessionsService = ReturnType<typeof createSignInSessionsService>;
