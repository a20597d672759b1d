import { FINISHED_STATUSES, PERSONAL_DATA_MESSAGES, UNPAID_PAYMENT_STATUSES } from '@basisdesk/shared';
import { and, asc, count, eq, gt, inArray, isNotNull, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  availabilityExceptions,
  availabilityFilledDays,
  availabilityPatterns,
  availabilitySlots,
  billingDetails,
  consultantProfiles,
  consultantSkills,
  emailVerificationTokens,
  messageAttachments,
  messages,
  notificationPreferences,
  notifications,
  passwordResetTokens,
  pendingSocialSignups,
  receipts,
  secondFactorRecoveryCodes,
  signInSessions,
  ticketRatings,
  ticketStatusHistory,
  tickets,
  userIdentities,
  users,
} from '../../db/schema';
import { transactionOf } from '../../db/transaction';

const DELETED = PERSONAL_DATA_MESSAGES.deletedUserName;
const [DELETED_FIRST_NAME, DELETED_LAST_NAME] = ['Deleted', 'user'] as const;

/**
 * The address an erased account keeps: unique (the index wants one), never deliverable (.invalid
 * is reserved, RFC 2606), and not the person's, so it can sign up again.
 */
export const erasedEmailOf = (userId: string) => `deleted-${userId}@erased.invalid`;

export type ErasableAccount = Pick<
  typeof users.$inferSelect,
  'id' | 'email' | 'role' | 'status' | 'erasedAt'
>;

const accountColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  status: users.status,
  erasedAt: users.erasedAt,
};

/** The erasure's writes (decision 041): every table that holds something of the person, in one transaction. */
export function createErasureRepository(db: Db) {
  return {
    transaction: transactionOf(db),

    /** The account as it stands, unlocked: its role decides what the erasure locks first. */
    async find(userId: string): Promise<ErasableAccount | null> {
      const [row] = await db.select(accountColumns).from(users).where(eq(users.id, userId));
      return row ?? null;
    },

    /** Locks the account until the erasure commits: two erasures of one person are one after the other. */
    async lock(tx: Tx, userId: string): Promise<ErasableAccount | null> {
      const [row] = await tx.select(accountColumns).from(users).where(eq(users.id, userId)).for('update');
      return row ?? null;
    },

    /**
     * Locks every active admin, in one order, and counts those other than `userId`: two admins
     * erasing each other at once are one after the other, so one of them always remains.
     */
    async lockOtherActiveAdmins(tx: Tx, userId: string): Promise<number> {
      const admins = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'Admin'), eq(users.status, 'Active')))
        .orderBy(asc(users.id))
        .for('update');
      return admins.filter((admin) => admin.id !== userId).length;
    },

    /** A consultant's booked sessions still ahead of `now`. */
    async countSessionsAhead(tx: Tx, consultantId: string, now: Date): Promise<number> {
      const [row] = await tx
        .select({ total: count() })
        .from(availabilitySlots)
        .where(
          and(
            eq(availabilitySlots.consultantId, consultantId),
            isNotNull(availabilitySlots.ticketId),
            gt(availabilitySlots.slotEnd, now),
          ),
        );
      return row?.total ?? 0;
    },

    /** A customer's tickets still open, or closed and owing. */
    async countUnsettledTickets(tx: Tx, customerId: string): Promise<number> {
      const [row] = await tx
        .select({ total: count() })
        .from(tickets)
        .where(
          and(
            eq(tickets.customerId, customerId),
            or(
              notInArray(tickets.status, [...FINISHED_STATUSES]),
              and(ne(tickets.status, 'Paid'), inArray(tickets.paymentStatus, [...UNPAID_PAYMENT_STATUSES])),
            ),
          ),
        );
      return row?.total ?? 0;
    },

    /**
     * Erases the person: their own words and files go, their names read "Deleted user" where the
     * record stays for the other party or for accounting, every secret and contact is removed, and
     * the account can neither sign in nor be found by its address. Answers the storage keys of the
     * files their messages carried, for the file store once this commits.
     */
    async erase(tx: Tx, account: ErasableAccount, now: Date): Promise<{ storageKeys: string[] }> {
      const userId = account.id;
      const theirMessages = tx
        .select({ id: messages.id })
        .from(messages)
        .where(eq(messages.senderId, userId));
      const files = await tx
        .delete(messageAttachments)
        .where(inArray(messageAttachments.messageId, theirMessages))
        .returning({ storageKey: messageAttachments.storageKey });
      await tx
        .update(messages)
        .set({
          senderName: DELETED,
          content: sql`case when ${messages.messageType} = 'system' then ${messages.content} else ${PERSONAL_DATA_MESSAGES.removedMessage} end`,
          messageType: sql`case when ${messages.messageType} = 'system' then 'system' else 'text' end`,
        })
        .where(eq(messages.senderId, userId));
      await tx
        .update(ticketStatusHistory)
        .set({ changedByName: DELETED })
        .where(eq(ticketStatusHistory.changedByUserId, userId));
      // Their scores stay (they rank the consultant); their words go.
      await tx.update(ticketRatings).set({ comments: null }).where(eq(ticketRatings.ratedByUserId, userId));
      // Their receipts stay for accounting, under "Deleted user"; the consultant's name stays on them.
      await tx
        .update(receipts)
        .set({ customerName: DELETED, customerEmail: null })
        .where(
          inArray(
            receipts.ticketId,
            tx.select({ id: tickets.id }).from(tickets).where(eq(tickets.customerId, userId)),
          ),
        );
      // Their billing details go; an issued tax invoice keeps its own copy, a record the law keeps (decision 049).
      for (const table of [
        billingDetails,
        userIdentities,
        secondFactorRecoveryCodes,
        emailVerificationTokens,
        passwordResetTokens,
      ]) {
        await tx.delete(table).where(eq(table.userId, userId));
      }
      await tx.delete(pendingSocialSignups).where(eq(pendingSocialSignups.email, account.email));
      await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
      await tx.delete(notifications).where(eq(notifications.recipientId, userId));
      // A consultant leaves the directory: no profile, no skills, no free slots to book, no pattern to refill them.
      await tx.delete(consultantProfiles).where(eq(consultantProfiles.consultantId, userId));
      await tx.delete(consultantSkills).where(eq(consultantSkills.consultantId, userId));
      await tx
        .delete(availabilitySlots)
        .where(and(eq(availabilitySlots.consultantId, userId), isNull(availabilitySlots.ticketId)));
      for (const table of [availabilityPatterns, availabilityExceptions, availabilityFilledDays]) {
        await tx.delete(table).where(eq(table.consultantId, userId));
      }
      await tx
        .update(users)
        .set({
          firstName: DELETED_FIRST_NAME,
          lastName: DELETED_LAST_NAME,
          email: erasedEmailOf(userId),
          passwordHash: null,
          emailVerifiedAt: null,
          timeZone: null,
          // A consultant's meeting link may be a personal room: it goes with the person.
          meetingLink: null,
          totpSecret: null,
          totpEnabledAt: null,
          totpLastStep: null,
          totpPendingSecret: null,
          status: 'Inactive',
          tokenVersion: sql`${users.tokenVersion} + 1`,
          erasedAt: now,
          updatedAt: now,
        })
        .where(eq(users.id, userId));
      return { storageKeys: files.map((file) => file.storageKey) };
    },

    /** Their sign-in sessions, ended a moment ago in this transaction: where and how they signed in goes too. */
    async deleteSignInSessions(tx: Tx, userId: string): Promise<void> {
      await tx.delete(signInSessions).where(eq(signInSessions.userId, userId));
    },
  };
}

export type ErasureRepository = ReturnType<typeof createErasureRepository>;
