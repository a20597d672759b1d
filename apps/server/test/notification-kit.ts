import type { NotificationEvent } from '@basisdesk/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { notifications } from '../src/db/schema';

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * The outbox as it stands: every notification written so far, oldest first, optionally only one
 * event's. Tests of those who tell people read it; the delivery's own tests read the mails.
 */
export async function notificationsIn(db: Db, event?: NotificationEvent): Promise<NotificationRow[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(event ? eq(notifications.event, event) : undefined)
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
  return rows;
}

/** Who a set of notifications is to, with their event: `[recipientId, event]`, sorted, for exact expectations. */
export const recipientsOf = (rows: readonly NotificationRow[]) =>
  rows
    .map((row) => [row.recipientId, row.event] as const)
    .sort(([a, x], [b, y]) => `${a}${x}`.localeCompare(`${b}${y}`));
