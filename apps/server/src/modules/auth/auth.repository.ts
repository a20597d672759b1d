import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client';
import { emailVerificationTokens, users } from '../../db/schema';

export function createAuthRepository(db: Db) {
  return {
    async insertVerificationToken(
      values: { userId: string; tokenHash: string; expiresAt: Date },
      tx: DbExecutor = db,
    ): Promise<void> {
      await tx.insert(emailVerificationTokens).values(values);
    },

    async findLatestVerificationTokenTime(userId: string, tx: DbExecutor = db): Promise<Date | null> {
      const [row] = await tx
        .select({ createdAt: emailVerificationTokens.createdAt })
        .from(emailVerificationTokens)
        .where(eq(emailVerificationTokens.userId, userId))
        .orderBy(desc(emailVerificationTokens.createdAt))
        .limit(1);
      return row?.createdAt ?? null;
    },

    /**
     * Uses the token and verifies its user in one transaction. The conditional update makes the
     * token single-use even when the link is opened twice at the same moment.
     */
    async consumeVerificationToken(tokenHash: string, now: Date): Promise<{ userId: string } | null> {
      return db.transaction(async (tx) => {
        const [token] = await tx
          .update(emailVerificationTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(emailVerificationTokens.tokenHash, tokenHash),
              isNull(emailVerificationTokens.usedAt),
              gt(emailVerificationTokens.expiresAt, now),
            ),
          )
          .returning({ userId: emailVerificationTokens.userId });
        if (!token) return null;
        await tx
          .update(users)
          .set({ emailVerifiedAt: now, updatedAt: now })
          .where(and(eq(users.id, token.userId), isNull(users.emailVerifiedAt)));
        return token;
      });
    },

    /** Undoes a sign-up whose verification mail could not be sent, so the address can sign up again. */
    async deleteUnverifiedUser(userId: string, tx: DbExecutor = db): Promise<void> {
      await tx.delete(users).where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
