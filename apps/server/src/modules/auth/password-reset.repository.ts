import { and, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { Db, DbExecutor, Tx } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema';
import { transactionOf } from '../../db/transaction';

export function createPasswordResetRepository(db: Db) {
  return {
    transaction: transactionOf(db),

    /** A new link replaces the earlier ones: only the latest mail works. */
    async replaceTokens(
      values: { userId: string; tokenHash: string; expiresAt: Date; now: Date },
      tx: Tx,
    ): Promise<void> {
      const { now, ...token } = values;
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, token.userId), isNull(passwordResetTokens.usedAt)));
      await tx.insert(passwordResetTokens).values({ ...token, createdAt: now });
    },

    /**
     * Uses the token if it is open, unexpired and was issued to the active account of `email`; the
     * conditional update makes it single-use even when the link is submitted twice at once.
     */
    async consumeToken(
      values: { tokenHash: string; email: string; now: Date },
      tx: DbExecutor = db,
    ): Promise<{ userId: string } | null> {
      const owner = tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, values.email.toLowerCase()), eq(users.status, 'Active')));
      const [token] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: values.now })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, values.tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, values.now),
            inArray(passwordResetTokens.userId, owner),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      return token ?? null;
    },

    /** Every other open link of the account stops working once one of them has been used. */
    async closeOtherTokens(userId: string, tokenHash: string, now: Date, tx: DbExecutor = db): Promise<void> {
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetTokens.userId, userId),
            isNull(passwordResetTokens.usedAt),
            ne(passwordResetTokens.tokenHash, tokenHash),
          ),
        );
    },
  };
}

export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
