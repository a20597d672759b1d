import type { ListUsersQuery, Role, UserStatus } from '@basisdesk/shared';
import { and, count, desc, eq, getTableColumns, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client';
import { withCompiledRows } from '../../db/compiled-rows';
import { containsPattern } from '../../db/like';
import { signInSessions, userCounts, users } from '../../db/schema';
import { transactionOf } from '../../db/transaction';
import { equalsUnlessNull } from '../../db/unless-null';
import type { Clock } from '../../lib/clock';

export type UserRow = typeof users.$inferSelect;
/**
 * A user as the rest of the server sees it: everything but the password hash and the second
 * factor's columns (totp_*), which only the second-factor module reads.
 */
export type UserRecord = Omit<
  UserRow,
  'passwordHash' | 'totpSecret' | 'totpEnabledAt' | 'totpLastStep' | 'totpPendingSecret'
>;
export type NewUserRow = typeof users.$inferInsert;

const {
  passwordHash: _password,
  totpSecret: _secret,
  totpEnabledAt: _enabledAt,
  totpLastStep: _lastStep,
  totpPendingSecret: _pendingSecret,
  ...userRecordColumns
} = getTableColumns(users);

/**
 * Any part of the e-mail or of the full name (first and last name are parts of it), in any case:
 * each side served by its trigram index (users_email_trgm_idx, users_full_name_trgm_idx), which
 * PostgreSQL combines for the OR.
 */
export function userSearchCondition(search: string): SQL {
  const pattern = containsPattern(search);
  return sql`(${users.email} ilike ${pattern} or ${users.firstName} || ' ' || ${users.lastName} ilike ${pattern})`;
}

/** `clock`: the time its writes stamp (updated_at), the app's injected clock. */
export function createUsersRepository(db: Db, { clock }: { clock: Clock }) {
  // A person by id (their own page, a consultant being booked): prepared once, planned once.
  const principalById = withCompiledRows(
    db
      .select(userRecordColumns)
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare('users_principal_by_id'),
  );
  // What every authenticated request reads instead (the auth guard): the person and their sign-in
  // session in one round trip, only while the session has not ended (decision 032).
  const principalBySession = withCompiledRows(
    db
      .select({
        ...userRecordColumns,
        sessionLastSeenAt: signInSessions.lastSeenAt,
        sessionExpiresAt: signInSessions.expiresAt,
      })
      .from(signInSessions)
      .innerJoin(users, eq(users.id, signInSessions.userId))
      .where(
        and(
          eq(signInSessions.id, sql.placeholder('sessionId')),
          eq(signInSessions.userId, sql.placeholder('id')),
          isNull(signInSessions.endedAt),
        ),
      )
      .limit(1)
      .prepare('users_principal_by_session'),
  );

  function filtersOf(query: Pick<ListUsersQuery, 'search' | 'role' | 'status'>): SQL | undefined {
    const conditions: SQL[] = [];
    if (query.search) conditions.push(userSearchCondition(query.search));
    if (query.role) conditions.push(eq(users.role, query.role));
    if (query.status) conditions.push(eq(users.status, query.status));
    return conditions.length ? and(...conditions) : undefined;
  }

  /**
   * How many accounts of the role and status (either null: all), from user_counts: one prepared
   * statement for every such total, a few rows whatever the number of accounts.
   */
  const countedTotal = withCompiledRows(
    db
      .select({ total: sql<string>`coalesce(sum(${userCounts.users}), 0)` })
      .from(userCounts)
      .where(
        and(
          equalsUnlessNull(userCounts.role, sql.placeholder('role')),
          equalsUnlessNull(userCounts.status, sql.placeholder('status')),
        ),
      )
      .prepare('user_counter_total'),
  );
  const sumCounted = async (of: { role?: Role; status?: UserStatus }) => {
    const [row] = await countedTotal.execute({ role: of.role ?? null, status: of.status ?? null });
    return Number(row?.total ?? 0);
  };
  /** Accounts newest first, narrowed by `where`. */
  const newestAccounts = (where: SQL | undefined) =>
    db.select(userRecordColumns).from(users).where(where).orderBy(desc(users.createdAt), desc(users.id));
  // The Users page as it opens (no search, no filter).
  const unfilteredPage = withCompiledRows(
    newestAccounts(undefined)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('users_page'),
  );
  // From the counters the database keeps (user_counts), not by counting the accounts.
  const countedGroups = withCompiledRows(
    db
      .select({ role: userCounts.role, status: userCounts.status, total: userCounts.users })
      .from(userCounts)
      .where(ne(userCounts.users, 0))
      .prepare('user_counts_by_role_and_status'),
  );

  /** A page of accounts: the prepared statement when nothing narrows it, else built for its filters. */
  function pageOf(query: ListUsersQuery, where: SQL | undefined) {
    const offset = (query.page - 1) * query.pageSize;
    if (!where) return unfilteredPage.execute({ limit: query.pageSize, offset });
    return newestAccounts(where).limit(query.pageSize).offset(offset);
  }

  return {
    transaction: transactionOf(db),

    async findById(id: string, tx: DbExecutor = db): Promise<UserRecord | null> {
      if (tx === db) {
        const [row] = await principalById.execute({ id });
        return row ?? null;
      }
      const [row] = await tx.select(userRecordColumns).from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    /** The account with its sign-in session, or null when either is gone or the session has ended. */
    async findBySession(
      id: string,
      sessionId: string,
    ): Promise<(UserRecord & { sessionLastSeenAt: Date; sessionExpiresAt: Date }) | null> {
      const [row] = await principalBySession.execute({ id, sessionId });
      return row ?? null;
    },

    async findByEmailWithPassword(email: string, tx: DbExecutor = db): Promise<UserRow | null> {
      const [row] = await tx.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
      return row ?? null;
    },

    async findPasswordHash(id: string, tx: DbExecutor = db): Promise<string | null> {
      const [row] = await tx.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, id));
      return row?.passwordHash ?? null;
    },

    /** Null when the e-mail is taken (the unique index decides, so concurrent sign-ups cannot both win). */
    async insert(values: NewUserRow, tx: DbExecutor = db): Promise<UserRecord | null> {
      const [row] = await tx
        .insert(users)
        .values({ ...values, email: values.email.toLowerCase() })
        .onConflictDoNothing({ target: users.email })
        .returning(userRecordColumns);
      return row ?? null;
    },

    async update(
      id: string,
      values: Partial<
        Pick<
          UserRow,
          | 'firstName'
          | 'lastName'
          | 'status'
          | 'passwordHash'
          | 'emailVerifiedAt'
          | 'hourlyRatePaise'
          | 'timeZone'
        >
      > & {
        bumpTokenVersion?: boolean;
      },
      tx: DbExecutor = db,
    ): Promise<UserRecord | null> {
      const { bumpTokenVersion, ...columns } = values;
      const [row] = await tx
        .update(users)
        .set({
          ...columns,
          updatedAt: clock.now(),
          ...(bumpTokenVersion && { tokenVersion: sql`${users.tokenVersion} + 1` }),
        })
        .where(eq(users.id, id))
        .returning(userRecordColumns);
      return row ?? null;
    },

    /** Keeps a detected zone only while the person has none: a chosen one is never overwritten. */
    async setTimeZoneIfUnset(id: string, timeZone: string, tx: DbExecutor = db): Promise<void> {
      await tx
        .update(users)
        .set({ timeZone })
        .where(and(eq(users.id, id), isNull(users.timeZone)));
    },

    /**
     * The password a reset link set: earlier tokens end (the version moves on) and the address
     * counts as verified, since the link was opened from its mailbox. Answers the new token
     * version, or null when the account is gone.
     */
    async setPasswordFromReset(
      id: string,
      passwordHash: string,
      now: Date,
      tx: DbExecutor = db,
    ): Promise<number | null> {
      const [row] = await tx
        .update(users)
        .set({
          passwordHash,
          updatedAt: now,
          tokenVersion: sql`${users.tokenVersion} + 1`,
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(eq(users.id, id))
        .returning({ tokenVersion: users.tokenVersion });
      return row?.tokenVersion ?? null;
    },

    async list(query: ListUsersQuery): Promise<{ items: UserRecord[]; total: number }> {
      const where = filtersOf(query);
      const [items, total] = await Promise.all([
        pageOf(query, where),
        // A search's total is counted over its matches; every other total is the counters'.
        query.search
          ? db
              .select({ total: count() })
              .from(users)
              .where(where)
              .then(([row]) => row?.total ?? 0)
          : sumCounted({ role: query.role, status: query.status }),
      ]);
      return { items, total };
    },

    async countByRoleAndStatus(): Promise<Array<{ role: Role; status: UserStatus; total: number }>> {
      const rows = await countedGroups.execute();
      return rows.map((row) => ({ ...row, total: Number(row.total) }));
    },

    /** The ids of the active admins: who hears every ticket's live updates. */
    async listActiveAdminIds(tx: DbExecutor = db): Promise<string[]> {
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'Admin'), eq(users.status, 'Active')));
      return rows.map((row) => row.id);
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
