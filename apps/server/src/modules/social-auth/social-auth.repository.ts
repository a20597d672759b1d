import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client';
import { pendingSocialSignups, userIdentities } from '../../db/schema';
import { transactionOf } from '../../db/transaction';

export type PendingSignupRow = typeof pendingSocialSignups.$inferSelect;
export type PendingSignupValues = Omit<typeof pendingSocialSignups.$inferInsert, 'id' | 'createdAt'>;
export type NewIdentity = Omit<typeof userIdentities.$inferInsert, 'id' | 'createdAt'>;

/** The held sign-up of one identity, if it has not expired by `now`. */
const unexpiredPendingFor = (issuer: string, subject: string, now: Date) =>
  and(
    eq(pendingSocialSignups.issuer, issuer),
    eq(pendingSocialSignups.subject, subject),
    gt(pendingSocialSignups.expiresAt, now),
  );

export function createSocialAuthRepository(db: Db) {
  return {
    transaction: transactionOf(db),

    async findLinkedUserId(issuer: string, subject: string, tx: DbExecutor = db): Promise<string | null> {
      const [row] = await tx
        .select({ userId: userIdentities.userId })
        .from(userIdentities)
        .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)))
        .limit(1);
      return row?.userId ?? null;
    },

    /** False when the identity is already linked (to this or another account). */
    async insertIdentity(values: NewIdentity, tx: DbExecutor = db): Promise<boolean> {
      const rows = await tx
        .insert(userIdentities)
        .values(values)
        .onConflictDoNothing({ target: [userIdentities.issuer, userIdentities.subject] })
        .returning({ id: userIdentities.id });
      return rows.length > 0;
    },

    /** A new sign-in with the same identity refreshes the record and its expiry. */
    async upsertPendingSignup(values: PendingSignupValues, tx: DbExecutor = db): Promise<void> {
      const { issuer: _issuer, subject: _subject, ...changes } = values;
      await tx
        .insert(pendingSocialSignups)
        .values(values)
        .onConflictDoUpdate({
          target: [pendingSocialSignups.issuer, pendingSocialSignups.subject],
          set: changes,
        });
    },

    async findPendingSignup(
      issuer: string,
      subject: string,
      now: Date,
      tx: DbExecutor = db,
    ): Promise<PendingSignupRow | null> {
      const [row] = await tx
        .select()
        .from(pendingSocialSignups)
        .where(unexpiredPendingFor(issuer, subject, now))
        .limit(1);
      return row ?? null;
    },

    /** Deletes and returns it in one statement, so two completions cannot both use one sign-in. */
    async claimPendingSignup(
      issuer: string,
      subject: string,
      now: Date,
      tx: DbExecutor = db,
    ): Promise<PendingSignupRow | null> {
      const [row] = await tx
        .delete(pendingSocialSignups)
        .where(unexpiredPendingFor(issuer, subject, now))
        .returning();
      return row ?? null;
    },

    /** Abandoned sign-ins are swept as new ones arrive; the index on expires_at keeps it cheap. */
    async deleteExpiredPendingSignups(now: Date, tx: DbExecutor = db): Promise<void> {
      await tx.delete(pendingSocialSignups).where(lte(pendingSocialSignups.expiresAt, now));
    },
  };
}

export type SocialAuthRepository = ReturnType<typeof createSocialAuthRepository>;
