import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
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

    /**
     * Stores a new link's token unless the person was given one after `since`; answers whether it
     * did. The person's row is locked for the check and the insert, so asks at the same moment
     * (two sign-ins, three "send a new link") take turns and only the first gets a link.
     */
    async insertVerificationTokenUnlessSince(
      values: { userId: string; tokenHash: string; expiresAt: Date },
      since: Date,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, values.userId)).for('update');
        const [recent] = await tx
          .select({ id: emailVerificationTokens.id })
          .from(emailVerificationTokens)
          .where(
            and(
              eq(emailVerificationTokens.userId, values.userId),
              gt(emailVerificationTokens.createdAt, since),
            ),
          )
          .limit(1);
        if (recent) return false;
        await tx.insert(emailVerificationTokens).values(values);
        return true;
      });
    },

    /**
     * Uses the token and verifies its user in one transaction. The conditional update makes the
     * token single-use even when the link is opened twice at the same moment. A token that cannot
     * be used (used already, expired, or a later link's) of a person who is verified by now answers
     * `alreadyVerified`: whoever holds the link learns nothing they could not have done with it.
     */
    async consumeVerificationToken(
      tokenHash: string,
      now: Date,
    ): Promise<{ userId: string; alreadyVerified: boolean } | null> {
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
        if (!token) {
          const [verified] = await tx
            .select({ userId: users.id })
            .from(emailVerificationTokens)
            .innerJoin(users, eq(users.id, emailVerificationTokens.userId))
            .where(and(eq(emailVerificationTokens.tokenHash, tokenHash), isNotNull(users.emailVerifiedAt)));
          return verified ? { userId: verified.userId, alreadyVerified: true } : null;
        }
        await tx
          .update(users)
          .set({ emailVerifiedAt: now, updatedAt: now })
          .where(and(eq(users.id, token.userId), isNull(users.emailVerifiedAt)));
        return { userId: token.userId, alreadyVerified: false };
      });
    },

    /** Undoes a sign-up whose verification mail could not be sent, so the address can sign up again. */
    async deleteUnverifiedUser(userId: string, tx: DbExecutor = db): Promise<void> {
      await tx.delete(users).where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
