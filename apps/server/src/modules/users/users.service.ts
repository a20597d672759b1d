import {
  AUTH_MESSAGES,
  type ChangePasswordBody,
  type CreateUserBody,
  HOURLY_RATE_MESSAGES,
  isAdmin,
  type ListUsersQuery,
  type ListUsersResponse,
  type Role,
  type UpdateUserBody,
  USER_MESSAGES,
  type User,
  type UserCounts,
  type UserStatus,
} from '@basisdesk/shared';
import type { DbExecutor } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { TokenService } from '../../lib/tokens';
import type { UserRecord, UsersRepository } from './users.repository';

export interface Actor {
  id: string;
  role: Role;
}

export function toUser(record: UserRecord): User {
  return {
    id: record.id,
    email: record.email,
    firstName: record.firstName,
    lastName: record.lastName,
    role: record.role,
    status: record.status,
    hourlyRate: record.hourlyRatePaise === null ? null : record.hourlyRatePaise / 100,
    emailVerified: record.emailVerifiedAt !== null,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

export function createUsersService({ repo, tokens }: { repo: UsersRepository; tokens: TokenService }) {
  /**
   * Another user's record is invisible to everyone but admins: 404, as if it did not exist.
   * One's own record is the principal the auth guard has just loaded: no second query.
   */
  async function getVisibleRecord(actor: UserRecord, id: string): Promise<UserRecord> {
    if (actor.id === id) return actor;
    if (!isAdmin(actor.role)) throw notFound('User');
    const record = await repo.findById(id);
    if (!record) throw notFound('User');
    return record;
  }

  /**
   * Callers that create the account inside their own transaction hash the password beforehand:
   * hashing takes a while, and a transaction should not wait on it.
   */
  async function insertUserWithHash(
    body: { email: string; passwordHash: string; firstName: string; lastName: string; role: Role },
    options: { verified: boolean; tx?: DbExecutor },
  ): Promise<UserRecord> {
    const record = await repo.insert(
      {
        email: body.email,
        passwordHash: body.passwordHash,
        firstName: body.firstName,
        lastName: body.lastName,
        role: body.role,
        emailVerifiedAt: options.verified ? new Date() : null,
      },
      options.tx,
    );
    if (!record) throw new AppError('CONFLICT', AUTH_MESSAGES.accountExists);
    return record;
  }

  async function insertUser(
    body: { email: string; password: string; firstName: string; lastName: string; role: Role },
    options: { verified: boolean },
  ): Promise<UserRecord> {
    const { password, ...rest } = body;
    return insertUserWithHash({ ...rest, passwordHash: await hashPassword(password) }, options);
  }

  return {
    insertUser,
    insertUserWithHash,

    /** The authenticated person behind a token, or null when the account is gone. */
    getPrincipal: (id: string) => repo.findById(id),

    /** A consultant's account (active or not), or null when the id is no consultant's. */
    async getConsultant(id: string, tx?: DbExecutor): Promise<UserRecord | null> {
      const record = await repo.findById(id, tx);
      return record?.role === 'Consultant' ? record : null;
    },

    findCredentials: (email: string) => repo.findByEmailWithPassword(email),

    isEmailTaken: async (email: string) => (await repo.findByEmailWithPassword(email)) !== null,

    async getUser(actor: UserRecord, id: string): Promise<User> {
      return toUser(await getVisibleRecord(actor, id));
    },

    /** Names for oneself or, as an admin, for anyone; nobody changes their own role. */
    async updateUser(actor: UserRecord, id: string, body: UpdateUserBody): Promise<User> {
      const current = await getVisibleRecord(actor, id);
      const changesRole = body.role !== undefined && body.role !== current.role;
      if (changesRole && actor.id === id) throw new AppError('FORBIDDEN', USER_MESSAGES.cannotChangeOwnRole);
      const updated = await repo.update(id, {
        firstName: body.firstName,
        lastName: body.lastName,
        ...(changesRole && { role: body.role }),
      });
      if (!updated) throw notFound('User');
      return toUser(updated);
    },

    /**
     * Consultants set their own rate; admins may set any consultant's. Someone else's id is
     * answered as unknown (getVisibleRecord), so the route does not reveal who exists.
     */
    async updateHourlyRate(actor: UserRecord, id: string, hourlyRate: number): Promise<User> {
      const target = await getVisibleRecord(actor, id);
      if (target.role !== 'Consultant') throw new AppError('FORBIDDEN', HOURLY_RATE_MESSAGES.onlyConsultants);
      // Money is stored as integer paise: rupees with two decimals, without floating-point drift.
      const updated = await repo.update(id, { hourlyRatePaise: Math.round(hourlyRate * 100) });
      if (!updated) throw notFound('User');
      return toUser(updated);
    },

    /** A new password ends every earlier session; the caller gets a fresh token to carry on. */
    async changePassword(actor: Actor, body: ChangePasswordBody) {
      const currentHash = await repo.findPasswordHash(actor.id);
      if (!currentHash || !(await verifyPassword(currentHash, body.currentPassword))) {
        throw new AppError('VALIDATION_FAILED', USER_MESSAGES.currentPasswordIncorrect, {
          details: [{ path: 'currentPassword', message: USER_MESSAGES.currentPasswordIncorrect }],
        });
      }
      const updated = await repo.update(actor.id, {
        passwordHash: await hashPassword(body.newPassword),
        bumpTokenVersion: true,
      });
      if (!updated) throw notFound('User');
      const issued = tokens.issue({ sub: updated.id, role: updated.role, tv: updated.tokenVersion });
      return {
        message: 'Password changed successfully',
        token: issued.token,
        expiresAt: issued.expiresAt.toISOString(),
      };
    },

    /** Admin-created accounts are verified: the admin vouches for the address. */
    async createUser(body: CreateUserBody): Promise<User> {
      return toUser(await insertUser(body, { verified: true }));
    },

    async setStatus(actor: Actor, id: string, status: UserStatus): Promise<User> {
      if (actor.id === id && status !== 'Active')
        throw new AppError('FORBIDDEN', USER_MESSAGES.cannotDeactivateSelf);
      const current = await repo.findById(id);
      if (!current) throw notFound('User');
      if (current.status === status) return toUser(current);
      // Deactivation ends the user's sessions at once: their tokens carry the old version.
      const updated = await repo.update(id, { status, bumpTokenVersion: status !== 'Active' });
      if (!updated) throw notFound('User');
      return toUser(updated);
    },

    async setRole(actor: Actor, id: string, role: Role): Promise<User> {
      if (actor.id === id) throw new AppError('FORBIDDEN', USER_MESSAGES.cannotChangeOwnRole);
      const updated = await repo.update(id, { role });
      if (!updated) throw notFound('User');
      return toUser(updated);
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
