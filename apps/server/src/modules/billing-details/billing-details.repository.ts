import { eq } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client';
import { billingDetails } from '../../db/schema';

const columns = {
  companyName: billingDetails.companyName,
  address: billingDetails.address,
  gstin: billingDetails.gstin,
};

export function createBillingDetailsRepository(db: Db) {
  return {
    /** A customer's stored details, or null when they never saved any. */
    async find(userId: string, tx: DbExecutor = db) {
      const [row] = await tx
        .select(columns)
        .from(billingDetails)
        .where(eq(billingDetails.userId, userId))
        .limit(1);
      return row ?? null;
    },

    /** Replaces the customer's details with these (one row each: an upsert). */
    async save(
      userId: string,
      values: { companyName: string | null; address: string | null; gstin: string | null; now: Date },
    ) {
      const { now, ...fields } = values;
      const [row] = await db
        .insert(billingDetails)
        .values({ userId, ...fields, updatedAt: now })
        .onConflictDoUpdate({ target: billingDetails.userId, set: { ...fields, updatedAt: now } })
        .returning(columns);
      if (!row) throw new Error('billing details upsert returned no row');
      return row;
    },
  };
}

export type BillingDetailsRepository = ReturnType<typeof createBillingDetailsRepository>;
