import { and, desc, eq, gt, isNull, lte, ne, type SQL } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client';
import { type SIGN_IN_SESSION_END_REASONS, signInSessions } from '../../db/schema';
import { transactionOf } from '../../db/transaction';

export type SignInSessionEndReason = (typeof SIGN_IN_SESSION_END_REASONS)[number];

/** A session as the list shows it. */
export interface LiveSessionRow {
  id: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: Date;
  lastSeenAt: Date;
}

/**
 * Which of a person's live sessions to end: one (`only`), all but one (`except`), or all. Live
 * means not ended and not past its expiry: an expired session has ended by itself already.
 */
export interface SessionsToEnd {
  userId: string;
  only?: string;
  except?: string;
}

/** More than anyone signs in within a token's lifetime; a script that signs in in a loop is cut short. */
const LISTED_SESSIONS_CAP = 100;

export function createSignInSessionsRepository(db: Db) {
  const isLive = (now: Date) => and(isNull(signInSessions.endedAt), gt(signInSessions.expiresAt, now));

  return {
    transaction: transactionOf(db),

    async insert(
      values: {
        id: string;
        userId: string;
        createdAt: Date;
        expiresAt: Date;
        userAgent: string | null;
        ipAddress: string | null;
      },
      tx: DbExecutor = db,
    ): Promise<void> {
      await tx.insert(signInSessions).values({ ...values, lastSeenAt: values.createdAt });
    },

    /** The person's live sessions, newest first (the partial index on user and creation serves it). */
    listLive(userId: string, now: Date, tx: DbExecutor = db): Promise<LiveSessionRow[]> {
      return tx
        .select({
          id: signInSessions.id,
          userAgent: signInSessions.userAgent,
          ipAddress: signInSessions.ipAddress,
          createdAt: signInSessions.createdAt,
          lastSeenAt: signInSessions.lastSeenAt,
        })
        .from(signInSessions)
        .where(and(eq(signInSessions.userId, userId), isLive(now)))
        .orderBy(desc(signInSessions.createdAt), desc(signInSessions.id))
        .limit(LISTED_SESSIONS_CAP);
    },

    /** Ends the live sessions chosen, for the reason given; answers the ids it ended. */
    async end(
      which: SessionsToEnd,
      reason: SignInSessionEndReason,
      now: Date,
      tx: DbExecutor = db,
    ): Promise<string[]> {
      const conditions: SQL[] = [eq(signInSessions.userId, which.userId)];
      if (which.only !== undefined) conditions.push(eq(signInSessions.id, which.only));
      if (which.except !== undefined) conditions.push(ne(signInSessions.id, which.except));
      const rows = await tx
        .update(signInSessions)
        .set({ endedAt: now, endReason: reason })
        .where(and(...conditions, isLive(now)))
        .returning({ id: signInSessions.id });
      return rows.map((row) => row.id);
    },

    /**
     * Moves the session's last sighting (and address) on, unless it was already moved after
     * `staleBefore`: of two nodes that both find it stale, one writes and the other's update matches
     * nothing.
     */
    async touch(
      id: string,
      seen: { at: Date; ipAddress: string | null; staleBefore: Date },
      tx: DbExecutor = db,
    ): Promise<void> {
      await tx
        .update(signInSessions)
        .set({ lastSeenAt: seen.at, ipAddress: seen.ipAddress })
        .where(
          and(
            eq(signInSessions.id, id),
            lte(signInSessions.lastSeenAt, seen.staleBefore),
            isNull(signInSessions.endedAt),
          ),
        );
    },
  };
}

export type SignInSessionsRepository = ReturnType<typeof createSignInSessionsRepository>;
