import {
  AUTH_MESSAGES,
  type AuthUser,
  type ChangePasswordBody,
  type CreateUserBody,
  HOURLY_RATE_MESSAGES,
  isAdmin,
  type ListUsersQuery,
  type ListUsersResponse,
  PERSONAL_DATA_MESSAGES,
  type Role,
  rupeesToPaise,
  type UpdateUserBody,
  USER_MESSAGES,
  type User,
  type UserCounts,
  type UserStatus,
} from '@basisdesk/shared';
import type { DbExecutor, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { assertUncommonPassword } from '../../lib/common-passwords';
import type { Emit } from '../../lib/domain-events';
import { AppError, notFound } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { TokenService } from '../../lib/tokens';
import type { ConsultantAccount, Principal, SessionKey, SessionPrincipal, SignInAccount } from './principal';
import { accountFactsOf, type UserEvents } from './user.events';
import { toConsultantAccount, toPrincipal, toSignInAccount, toUser } from './user-views';
import type { UserRecord, UsersRepository } from './users.repository';

/** Who asks: the signed-in person, as far as these rules look at them. */
type Actor = Pick<Principal, 'id' | 'role'>;
/** Who changes their own password: the session they do it from stays signed in. */
type SessionActor = Pick<Principal, 'id' | 'sessionId' | 'sessionExpiresAt'>;

/**
 * A role is given when the account is created and never changed (decision 029): the admin screens
 * show it disabled, and the API refuses a different role wherever one is sent. The role the
 * account already has is no change.
 */
function refuseRoleChange(current: Pick<User, 'role'>, role: Role | undefined) {
  if (role !== undefined && role !== current.role) {
    throw new AppError('FORBIDDEN', USER_MESSAGES.roleChangesDisabled);
  }
}

export function createUsersService({
  repo,
  tokens,
  emit,
  clock,
}: {
  repo: UsersRepository;
  clock: Clock;
  tokens: TokenService;
  /** A change that ends the account's sessions is told in its transaction (the security notices). */
  emit: Emit<UserEvents>;
}) {
  /**
   * Another user's account is invisible to everyone but admins: 404, as if it did not exist.
   * One's own is the principal's, read by the auth guard a moment ago: no second query.
   */
  async function getVisibleUser(actor: Principal, id: string): Promise<User> {
    if (actor.id === id) return actor.account;
    if (!isAdmin(actor.role)) throw notFound('User');
    const record = await repo.findById(id);
    if (!record) throw notFound('User');
    return toUser(record);
  }

  type NewAccount = { email: string; firstName: string; lastName: string; role: Role; timeZone?: string };

  /** The new account's row; 409 when the address is taken (the unique index decides). */
  async function insertRecord(
    body: NewAccount & { passwordHash: string },
    options: { verified: boolean; tx?: DbExecutor },
  ): Promise<UserRecord> {
    const record = await repo.insert(
      {
        email: body.email,
        passwordHash: body.passwordHash,
        firstName: body.firstName,
        lastName: body.lastName,
        role: body.role,
        timeZone: body.timeZone ?? null,
        emailVerifiedAt: options.verified ? clock.now() : null,
      },
      options.tx,
    );
    if (!record) throw new AppError('CONFLICT', AUTH_MESSAGES.accountExists);
    return record;
  }

  /**
   * Callers that create the account inside their own transaction pass its `tx` and hash the
   * password beforehand: hashing takes a while, and a transaction should not wait on it.
   */
  const insertUserWithHash = async (
    body: NewAccount & { passwordHash: string },
    options: { verified: boolean; tx?: DbExecutor },
  ): Promise<SignInAccount> => toSignInAccount(await insertRecord(body, options));

  async function insertUser(
    body: NewAccount & { password: string },
    options: { verified: boolean },
  ): Promise<SignInAccount> {
    const { password, ...rest } = body;
    return insertUserWithHash({ ...rest, passwordHash: await hashPassword(password) }, options);
  }

  /** A change of names or rate, told with what they were (user.updated); an unchanged profile tells nothing. */
  const updateTold = (id: string, values: Parameters<UsersRepository['update']>[1]) =>
    repo.transaction(async (tx) => {
      const before = await repo.findById(id, tx);
      const row = before && (await repo.update(id, values, tx));
      if (!before || !row) return null;
      const data = {
        userId: row.id,
        email: row.email,
        before: accountFactsOf(before),
        after: accountFactsOf(row),
      };
      if (JSON.stringify(data.before) !== JSON.stringify(data.after))
        await emit(tx, { type: 'user.updated', data });
      return row;
    });

  return {
    insertUser,
    insertUserWithHash,

    /** Inside another module's transaction pass its `tx`. */
    listActiveAdminIds: (tx?: Tx) => repo.listActiveAdminIds(tx),

    /**
     * The person a token speaks for, read with its sign-in session in one query; null when the
     * account is gone or deactivated, the token predates the last password change or deactivation
     * (its version is behind the account's), or the session has ended (decision 032).
     */
    async getSessionPrincipal(key: SessionKey): Promise<SessionPrincipal | null> {
      const row = await repo.findBySession(key.userId, key.sessionId);
      if (row?.status !== 'Active' || row.tokenVersion !== key.tokenVersion) return null;
      const { sessionLastSeenAt, sessionExpiresAt, ...record } = row;
      return {
        principal: toPrincipal(record, { id: key.sessionId, expiresAt: sessionExpiresAt }),
        lastSeenAt: sessionLastSeenAt,
      };
    },

    /** An account a sign-in (by password or a linked identity) may open a session for, or null. */
    async getSignInAccount(id: string): Promise<SignInAccount | null> {
      const record = await repo.findById(id);
      return record ? toSignInAccount(record) : null;
    },

    /**
     * A consultant's account (bookable or not), or null when the id is no consultant's. Inside
     * another module's transaction pass its `tx`: a read on the global handle would wait forever.
     */
    async getConsultant(id: string, tx?: DbExecutor): Promise<ConsultantAccount | null> {
      const record = await repo.findById(id, tx);
      return record?.role === 'Consultant' ? toConsultantAccount(record) : null;
    },

    /** The account and its password hash, for checking a sign-in; null for an unknown address. */
    async findCredentials(email: string): Promise<(SignInAccount & { passwordHash: string | null }) | null> {
      const row = await repo.findByEmailWithPassword(email);
      return row ? { ...toSignInAccount(row), passwordHash: row.passwordHash } : null;
    },

    isEmailTaken: async (email: string) => (await repo.findByEmailWithPassword(email)) !== null,

    getUser: (actor: Principal, id: string): Promise<User> => getVisibleUser(actor, id),

    /**
     * An admin changes another person's names (the Edit User dialog). Nobody changes their own
     * (the Settings screen: 'Contact support if you need to update user names'), and nobody changes
     * a role; the profile sent back as it is is accepted and changes nothing, so a client may send
     * the whole profile.
     */
    async updateUser(actor: Principal, id: string, body: UpdateUserBody): Promise<User> {
      const current = await getVisibleUser(actor, id);
      refuseRoleChange(current, body.role);
      const changesNames = body.firstName !== current.firstName || body.lastName !== current.lastName;
      if (actor.id === id) {
        if (changesNames) throw new AppError('FORBIDDEN', USER_MESSAGES.cannotChangeOwnNames);
        return current;
      }
      const updated = await updateTold(id, { firstName: body.firstName, lastName: body.lastName });
      if (!updated) throw notFound('User');
      return toUser(updated);
    },

    /**
     * Consultants set their own rate; admins may set any consultant's. Someone else's id is
     * answered as unknown (getVisibleRecord), so the route does not reveal who exists.
     */
    async updateHourlyRate(actor: Principal, id: string, hourlyRate: number): Promise<User> {
      const target = await getVisibleUser(actor, id);
      if (target.role !== 'Consultant') throw new AppError('FORBIDDEN', HOURLY_RATE_MESSAGES.onlyConsultants);
      // Money is stored as integer paise: rupees with two decimals, without floating-point drift.
      const updated = await updateTold(id, { hourlyRatePaise: rupeesToPaise(hourlyRate) });
      if (!updated) throw notFound('User');
      return toUser(updated);
    },

    /**
     * A new password ends every other session; the caller's own carries on with a fresh token for
     * the same session, ending when it would have (decision 032).
     */
    async changePassword(actor: SessionActor, body: ChangePasswordBody) {
      const currentHash = await repo.findPasswordHash(actor.id);
      if (!currentHash || !(await verifyPassword(currentHash, body.currentPassword))) {
        throw new AppError('VALIDATION_FAILED', USER_MESSAGES.currentPasswordIncorrect, {
          details: [{ path: 'currentPassword', message: USER_MESSAGES.currentPasswordIncorrect }],
        });
      }
      await assertUncommonPassword(body.newPassword, 'newPassword');
      // Hashing takes a while: before the transaction, not inside it.
      const passwordHash = await hashPassword(body.newPassword);
      const updated = await repo.transaction(async (tx) => {
        const row = await repo.update(actor.id, { passwordHash, bumpTokenVersion: true }, tx);
        if (row) {
          await emit(tx, {
            type: 'user.password-changed',
            data: {
              userId: row.id,
              tokenVersion: row.tokenVersion,
              via: 'change',
              keptSessionId: actor.sessionId,
            },
          });
        }
        return row;
      });
      if (!updated) throw notFound('User');
      const issued = tokens.issue(
        { sub: updated.id, role: updated.role, tv: updated.tokenVersion, sid: actor.sessionId },
        actor.sessionExpiresAt,
      );
      return {
        message: 'Password changed successfully',
        token: issued.token,
        expiresAt: issued.expiresAt.toISOString(),
      };
    },

    /** The zone every time on the person's screens is written in; their own only. */
    async updateTimeZone(actor: Actor, timeZone: string): Promise<AuthUser> {
      const updated = await repo.update(actor.id, { timeZone });
      if (!updated) throw notFound('User');
      const { id, email, role, firstName, lastName } = updated;
      return { id, email, role, firstName, lastName, timeZone: updated.timeZone };
    },

    /** A zone detected at sign-in is kept only by an account that has none yet (its first sign-in). */
    adoptTimeZone: (id: string, timeZone: string) => repo.setTimeZoneIfUnset(id, timeZone),

    /** Inside the reset's transaction, which also tells of the change. */
    async setPasswordFromReset(id: string, passwordHash: string, now: Date, tx: Tx): Promise<void> {
      const tokenVersion = await repo.setPasswordFromReset(id, passwordHash, now, tx);
      if (tokenVersion === null) return;
      await emit(tx, {
        type: 'user.password-changed',
        data: { userId: id, tokenVersion, via: 'reset-link', keptSessionId: null },
      });
    },

    /**
     * Tells the owner that sign-in to their account is paused after failed attempts (a security
     * notice; decision 033). Nothing about the account changes: the lock lives in the sign-in counters.
     */
    async tellSignInLocked(userId: string, lockedUntil: Date): Promise<void> {
      await repo.transaction((tx) =>
        emit(tx, { type: 'user.sign-in-locked', data: { userId, lockedUntil: lockedUntil.toISOString() } }),
      );
    },

    /** Admin-created accounts are verified: the admin vouches for the address. */
    async createUser(body: CreateUserBody): Promise<User> {
      const { password, ...rest } = body;
      const passwordHash = await hashPassword(password);
      const record = await repo.transaction(async (tx) => {
        const row = await insertRecord({ ...rest, passwordHash }, { verified: true, tx });
        const name = `${row.firstName} ${row.lastName}`;
        await emit(tx, {
          type: 'user.created',
          data: { userId: row.id, email: row.email, name, role: row.role },
        });
        return row;
      });
      return toUser(record);
    },

    async setStatus(actor: Actor, id: string, status: UserStatus): Promise<User> {
      if (actor.id === id && status !== 'Active')
        throw new AppError('FORBIDDEN', USER_MESSAGES.cannotDeactivateSelf);
      const current = await repo.findById(id);
      if (!current) throw notFound('User');
      if (current.status === status) return toUser(current);
      if (current.erasedAt) throw new AppError('CONFLICT', PERSONAL_DATA_MESSAGES.cannotReactivateDeleted);
      // Deactivation ends the user's sessions at once: their tokens carry the old version.
      const deactivates = status !== 'Active';
      const updated = await repo.transaction(async (tx) => {
        const row = await repo.update(id, { status, bumpTokenVersion: deactivates }, tx);
        if (row) {
          const data = { userId: row.id, email: row.email, before: current.status, after: row.status };
          await emit(tx, { type: 'user.status-changed', data });
        }
        if (row && deactivates) {
          await emit(tx, {
            type: 'user.deactivated',
            data: { userId: row.id, tokenVersion: row.tokenVersion },
          });
        }
        return row;
      });
      if (!updated) throw notFound('User');
      return toUser(updated);
    },

    /**
     * PUT Admin/users/{id}/role is in the spec's call table (not used by the UI): it stays so a
     * caller learns why rather than meeting a 404. The role the account has is the only answer.
     */
    async setRole(actor: Principal, id: string, role: Role): Promise<User> {
      const current = await getVisibleUser(actor, id);
      refuseRoleChange(current, role);
      return current;
    },

    async listUsers(query: ListUsersQuery): Promise<ListUsersResponse> {
      const [{ items, total }, groups] = await Promise.all([repo.list(query), repo.countByRoleAndStatus()]);
      const counts: UserCounts = {
        total: 0,
        customers: 0,
        consultants: 0,
        admins: 0,
        active: 0,
        inactive: 0,
      };
      for (const group of groups) {
        counts.total += group.total;
        if (group.role === 'Customer') counts.customers += group.total;
        if (group.role === 'Consultant') counts.consultants += group.total;
        if (group.role === 'Admin') counts.admins += group.total;
        if (group.status === 'Active') counts.active += group.total;
        else counts.inactive += group.total;
      }
      return { items: items.map(toUser), page: query.page, pageSize: query.pageSize, total, counts };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
