import { and, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbExecutor, Tx } from '../../db/client';
import { withCompiledRows } from '../../db/compiled-rows';
import { secondFactorRecoveryCodes, users } from '../../db/schema';
import { transactionOf } from '../../db/transaction';

/** What the change tells, in its transaction (second-factor.changed). */
export type InTransaction = (tx: Tx) => Promise<void>;

/** A person's second factor as its checks need it; the secret never leaves this module. */
export interface SecondFactorRow {
  secret: string | null;
  pendingSecret: string | null;
  enabledAt: Date | null;
}

/**
 * The second factor's columns of users (totp_*) and its recovery codes. This module alone reads
 * and writes them; the users module never looks at them. Every "use once" here is one
 * conditional UPDATE, so two requests racing for the same code or time step cannot both win.
 */
export function createSecondFactorRepository(db: Db) {
  const transaction = transactionOf(db);
  // Prepared: the admin routes ask it on every request (the admins' requirement).
  const enabledById = withCompiledRows(
    db
      .select({ enabledAt: users.totpEnabledAt })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare('users_second_factor_enabled'),
  );

  const replaceRecoveryCodes = async (tx: DbExecutor, userId: string, hashes: string[]) => {
    await tx.delete(secondFactorRecoveryCodes).where(eq(secondFactorRecoveryCodes.userId, userId));
    await tx.insert(secondFactorRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
  };

  return {
    async isEnabled(userId: string): Promise<boolean> {
      const [row] = await enabledById.execute({ id: userId });
      return Boolean(row?.enabledAt);
    },

    async find(userId: string): Promise<SecondFactorRow | null> {
      const [row] = await db
        .select({
          secret: users.totpSecret,
          pendingSecret: users.totpPendingSecret,
          enabledAt: users.totpEnabledAt,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },

    /** A new set-up replaces one never confirmed; none is started while the factor is on. */
    async savePendingSecret(userId: string, secret: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ totpPendingSecret: secret, updatedAt: now })
        .where(and(eq(users.id, userId), isNull(users.totpSecret)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /**
     * The pending secret becomes the secret, the confirming code's step is used, and the recovery
     * codes are stored, at once; false if the pending secret changed meanwhile (a newer set-up).
     */
    async enable(
      userId: string,
      {
        pendingSecret,
        step,
        codeHashes,
        now,
      }: { pendingSecret: string; step: number; codeHashes: string[]; now: Date },
      tell: InTransaction,
    ): Promise<boolean> {
      return transaction(async (tx) => {
        const rows = await tx
          .update(users)
          .set({
            totpSecret: pendingSecret,
            totpPendingSecret: null,
            totpEnabledAt: now,
            totpLastStep: step,
            updatedAt: now,
          })
          .where(
            and(eq(users.id, userId), isNull(users.totpSecret), eq(users.totpPendingSecret, pendingSecret)),
          )
          .returning({ id: users.id });
        if (rows.length === 0) return false;
        await replaceRecoveryCodes(tx, userId, codeHashes);
        await tell(tx);
        return true;
      });
    },

    /** Off: the secret, its last step and every recovery code go. */
    async disable(userId: string, now: Date, tell: InTransaction): Promise<void> {
      await transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            totpSecret: null,
            totpPendingSecret: null,
            totpEnabledAt: null,
            totpLastStep: null,
            updatedAt: now,
          })
          .where(eq(users.id, userId));
        await tx.delete(secondFactorRecoveryCodes).where(eq(secondFactorRecoveryCodes.userId, userId));
        await tell(tx);
      });
    },

    /** A new set of recovery codes while the factor is on; the old ones stop working. */
    async renewRecoveryCodes(userId: string, codeHashes: string[], tell: InTransaction): Promise<boolean> {
      return transaction(async (tx) => {
        const [owner] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, userId), isNotNull(users.totpSecret)))
          .for('update');
        if (!owner) return false;
        await replaceRecoveryCodes(tx, userId, codeHashes);
        await tell(tx);
        return true;
      });
    },

    /** The time step becomes the last one used, unless it (or a later one) was used already. */
    async claimStep(userId: string, step: number): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(users.id, userId),
            isNotNull(users.totpSecret),
            or(isNull(users.totpLastStep), lt(users.totpLastStep, step)),
          ),
        )
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** Marks the recovery code used if it is this person's and unused; of two at once, one wins. */
    async useRecoveryCode(userId: string, codeHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(secondFactorRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(secondFactorRecoveryCodes.userId, userId),
            eq(secondFactorRecoveryCodes.codeHash, codeHash),
            isNull(secondFactorRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: secondFactorRecoveryCodes.id });
      return rows.length > 0;
    },

    async countUnusedRecoveryCodes(userId: string): Promise<number> {
      const [row] = await db
        .select({ unused: count() })
        .from(secondFactorRecoveryCodes)
        .where(and(eq(secondFactorRecoveryCodes.userId, userId), isNull(secondFactorRecoveryCodes.usedAt)));
      return row?.unused ?? 0;
    },
  };
}

export type SecondFactorRepository = ReturnType<typeof createSecondFactorRepository>;
