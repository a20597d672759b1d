import crypto from 'node:crypto';
import {
  categoryOf,
  type NotificationCategory,
  type NotificationListQuery,
  type NotificationStatus,
} from '@basisdesk/shared';
import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { claimDue } from '../../db/claim-due';
import type { Db, Tx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { notificationPreferences, notifications, tickets, users } from '../../db/schema';
import { transactionOf } from '../../db/transaction';
import type { NotificationDraft } from './notification-drafts';

export type NotificationRow = typeof notifications.$inferSelect;

/** Statuses the worker still has to deliver. */
const PENDING: NotificationStatus[] = ['queued', 'retrying'];

/**
 * The outbox and the preferences. The admin list and the delivery read the recipient's name,
 * address and zone (users) and the ticket number beside each row: a read-only join for reporting.
 */
export function createNotificationsRepository(db: Db, options: { mailDomain: string }) {
  /** A mail as the admin's list and detail show it: with its recipient and its ticket's number. */
  const adminView = () =>
    db
      .select({
        notification: notifications,
        recipientName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
        recipientEmail: users.email,
        orderNumber: tickets.orderNumber,
      })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.recipientId))
      .leftJoin(tickets, eq(tickets.id, notifications.ticketId));
  /** Only while our claim holds (our attempt count, still pending): a lost lease writes nothing. */
  const ours = (id: string, attempts: number) =>
    and(
      eq(notifications.id, id),
      eq(notifications.attempts, attempts),
      inArray(notifications.status, PENDING),
    );

  return {
    /** For work that tells people and changes nothing else (the reminder scan). */
    transaction: transactionOf(db),

    /**
     * Writes the drafts in the caller's transaction (the outbox): they exist exactly when the change
     * does. A draft whose dedupe key was written before is dropped. The Message-ID is fixed here so
     * every attempt at this mail carries the same one.
     */
    async enqueue(tx: Tx, drafts: readonly NotificationDraft[]): Promise<void> {
      if (drafts.length === 0) return;
      await tx
        .insert(notifications)
        .values(
          drafts.map((draft) => ({
            recipientId: draft.recipientId,
            event: draft.event,
            category: categoryOf(draft.event),
            dedupeKey: draft.dedupeKey,
            ticketId: draft.ticketId,
            payload: draft.payload,
            ...(draft.runAt && { runAt: draft.runAt }),
            messageId: `<${crypto.randomUUID()}@${options.mailDomain}>`,
          })),
        )
        .onConflictDoNothing({ target: notifications.dedupeKey });
    },

    /**
     * Takes back the mails this transaction queued for a finished ticket's released sessions, for
     * the recipients named, when they still want mail in `category` (the mail the sessions go into
     * instead): answers the sessions per recipient. Only this transaction's own rows (a row's
     * `created_at` is the transaction's start), so nothing anyone could have been sent is touched.
     */
    async takeReleasedCancellations(
      tx: Tx,
      query: { ticketId: string; recipientIds: readonly string[]; category: NotificationCategory },
    ): Promise<Array<{ recipientId: string; payload: unknown }>> {
      if (query.recipientIds.length === 0) return [];
      return tx
        .delete(notifications)
        .where(
          and(
            eq(notifications.ticketId, query.ticketId),
            inArray(notifications.recipientId, [...query.recipientIds]),
            eq(notifications.event, 'session.cancelled'),
            eq(notifications.status, 'queued'),
            sql`${notifications.createdAt} = now()`,
            sql`${notifications.payload}->>'ticketEnded' = 'true'`,
            sql`not exists (select 1 from ${notificationPreferences} where ${notificationPreferences.userId} = ${notifications.recipientId} and ${notificationPreferences.category} = ${query.category} and not ${notificationPreferences.enabled})`,
          ),
        )
        .returning({ recipientId: notifications.recipientId, payload: notifications.payload });
    },

    /** Takes up to `limit` due notifications, leased (db/claim-due.ts): a sender that died mid-send loses them. */
    claimDue(options: { now: Date; limit: number; leaseSeconds: number }): Promise<NotificationRow[]> {
      return claimDue(db, notifications, { ...options, ready: sql`status in ('queued', 'retrying')` });
    },

    async markSent(id: string, attempts: number, at: Date, subject: string): Promise<void> {
      await db
        .update(notifications)
        .set({ status: 'sent', sentAt: at, subject, lockedUntil: null, lastError: null })
        .where(ours(id, attempts));
    },

    /** Tried and not sent: again at `runAt` (retrying), or never (failed, skipped), with the reason. */
    async markUnsent(
      id: string,
      attempts: number,
      outcome: { status: 'retrying' | 'failed' | 'skipped'; reason: string; runAt?: Date; subject?: string },
    ): Promise<void> {
      await db
        .update(notifications)
        .set({
          status: outcome.status,
          lastError: outcome.reason,
          lockedUntil: null,
          ...(outcome.runAt && { runAt: outcome.runAt }),
          ...(outcome.subject && { subject: outcome.subject }),
        })
        .where(ours(id, attempts));
    },

    /** A failed or skipped notification queued again, now, with its attempts counted afresh. */
    async requeue(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ status: 'queued', attempts: 0, runAt: now, lockedUntil: null, lastError: null })
        .where(and(eq(notifications.id, id), inArray(notifications.status, ['failed', 'skipped'])))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    async exists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(eq(notifications.id, id));
      return Boolean(row);
    },

    /** The person a mail goes to, as the delivery needs them. */
    async findRecipient(id: string) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          status: users.status,
          timeZone: users.timeZone,
        })
        .from(users)
        .where(eq(users.id, id));
      return row ?? null;
    },

    /** The categories a person switched off. */
    async disabledCategories(userId: string): Promise<NotificationCategory[]> {
      const rows = await db
        .select({ category: notificationPreferences.category })
        .from(notificationPreferences)
        .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.enabled, false)));
      return rows.map((row) => row.category as NotificationCategory);
    },

    async setPreferences(userId: string, choices: ReadonlyArray<[NotificationCategory, boolean]>, at: Date) {
      if (choices.length === 0) return;
      await db
        .insert(notificationPreferences)
        .values(choices.map(([category, enabled]) => ({ userId, category, enabled, updatedAt: at })))
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.category],
          set: { enabled: sql`excluded.enabled`, updatedAt: sql`excluded.updated_at` },
        });
    },

    /** The admin list: newest first, filtered, one page and the total. */
    async list(query: NotificationListQuery) {
      const filters: SQL[] = [];
      if (query.status) filters.push(eq(notifications.status, query.status));
      if (query.event) filters.push(eq(notifications.event, query.event));
      if (query.recipient) {
        const pattern = containsPattern(query.recipient);
        const matches = or(
          ilike(users.email, pattern),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        );
        if (matches) filters.push(matches);
      }
      const where = filters.length > 0 ? and(...filters) : undefined;
      const [items, [totals]] = await Promise.all([
        adminView()
          .where(where)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db
          .select({ total: count() })
          .from(notifications)
          .innerJoin(users, eq(users.id, notifications.recipientId))
          .where(where),
      ]);
      return { items, total: totals?.total ?? 0 };
    },

    async findForAdmin(id: string) {
      const [row] = await adminView().where(eq(notifications.id, id));
      return row ?? null;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
export type AdminNotificationRow = NonNullable<Awaited<ReturnType<NotificationsRepository['findForAdmin']>>>;
