import { count, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { users } from '../schema';

/*
 * The people the seed writes, straight to the users table like the rest of the seed's data: db/
 * is the server's lowest layer and never reaches into modules/. Accounts are only ever added or
 * promoted here; everything else about them goes through the users module.
 */

type NewSeedUser = Pick<
  typeof users.$inferInsert,
  'email' | 'passwordHash' | 'firstName' | 'lastName' | 'role' | 'hourlyRatePaise' | 'emailVerifiedAt'
>;

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users);
  return row?.total ?? 0;
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row ?? null;
}

/** An e-mail someone took meanwhile stays theirs: the unique index decides. */
export async function insertUser(db: Db, values: NewSeedUser): Promise<void> {
  await db
    .insert(users)
    .values({ ...values, email: values.email.toLowerCase() })
    .onConflictDoNothing({ target: users.email });
}

/** ADMIN_EMAIL made an active, verified admin; its password and names are kept. */
export async function promoteToAdmin(db: Db, id: string, emailVerifiedAt: Date): Promise<void> {
  await db
    .update(users)
    .set({ role: 'Admin', status: 'Active', emailVerifiedAt, updatedAt: new Date() })
    .where(eq(users.id, id));
}
