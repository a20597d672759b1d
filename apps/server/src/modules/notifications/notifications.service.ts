import {
  type AdminNotification,
  type AdminNotificationPage,
  isAlwaysOn,
  NOTIFICATION_MESSAGES,
  type NotificationCategory,
  type NotificationEvent,
  type NotificationListQuery,
  type NotificationPreferences,
  type NotificationStatus,
  notificationCategoriesFor,
  type UnsubscribeTarget,
  type UpdateNotificationPreferencesBody,
} from '@basisdesk/shared';
import type { Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import type { NotificationDraft } from './notification-drafts';
import type { AdminNotificationRow, NotificationsRepository } from './notifications.repository';
import { withReleasedSessions } from './released-sessions';
import type { UnsubscribeTokens } from './unsubscribe-tokens';

const invalidLink = () =>
  new AppError('VALIDATION_FAILED', NOTIFICATION_MESSAGES.unsubscribeInvalid, {
    details: [{ path: 'token', message: NOTIFICATION_MESSAGES.unsubscribeInvalid }],
  });

function toAdminNotification(row: AdminNotificationRow): AdminNotification {
  const { notification } = row;
  return {
    id: notification.id,
    event: notification.event as NotificationEvent,
    category: notification.category as NotificationCategory,
    status: notification.status as NotificationStatus,
    recipientId: notification.recipientId,
    recipientName: row.recipientName,
    recipientEmail: row.recipientEmail,
    subject: notification.subject,
    orderNumber: row.orderNumber,
    attempts: notification.attempts,
    lastError: notification.lastError,
    createdAt: notification.createdAt.toISOString(),
    runAt: notification.runAt.toISOString(),
    sentAt: notification.sentAt?.toISOString() ?? null,
  };
}

export function createNotificationsService({
  repo,
  tokens,
  clock,
  enabled = true,
}: {
  repo: NotificationsRepository;
  tokens: UnsubscribeTokens;
  clock: Clock;
  /** NOTIFICATIONS_ENABLED=false: nothing is written, so nothing is sent. */
  enabled?: boolean;
}) {
  /** Whose preferences: the person and their role (which categories they can get mail in). */
  type Person = { id: string; role: string };

  async function preferencesOf(person: Person): Promise<NotificationPreferences> {
    const disabled = await repo.disabledCategories(person.id);
    return {
      preferences: notificationCategoriesFor(person.role).map((category) => ({
        category,
        enabled: isAlwaysOn(category) || !disabled.includes(category),
        locked: isAlwaysOn(category),
      })),
    };
  }

  async function targetOf(token: string): Promise<{ userId: string; target: UnsubscribeTarget }> {
    const verified = tokens.verify(token);
    const recipient = verified && (await repo.findRecipient(verified.userId));
    if (!verified || !recipient) throw invalidLink();
    const disabled = await repo.disabledCategories(verified.userId);
    return {
      userId: verified.userId,
      target: {
        category: verified.category,
        email: recipient.email,
        enabled: !disabled.includes(verified.category),
      },
    };
  }

  return {
    /**
     * Tells people of a change, in the change's own transaction (the outbox, decision 024): a
     * rollback takes the mails with it, a commit makes them certain to be delivered.
     */
    async enqueue(tx: Tx, drafts: readonly NotificationDraft[]): Promise<void> {
      if (!enabled) return;
      // Due by the application's clock, the one the delivery claims by.
      const now = clock.now();
      await repo.enqueue(
        tx,
        drafts.map((draft) => ({ ...draft, runAt: draft.runAt ?? now })),
      );
    },

    /** A finishing change's mails with the sessions it released folded in (released-sessions.ts). */
    withReleasedSessions(tx: Tx, ticketId: string, drafts: readonly NotificationDraft[]) {
      return enabled ? withReleasedSessions(repo, tx, ticketId, drafts) : Promise.resolve([...drafts]);
    },

    getPreferences: preferencesOf,

    /** Categories the person cannot get mail in are left as they are (there is nothing to switch). */
    async updatePreferences(
      person: Person,
      body: UpdateNotificationPreferencesBody,
    ): Promise<NotificationPreferences> {
      const offered = notificationCategoriesFor(person.role);
      const choices = (Object.entries(body.preferences) as Array<[NotificationCategory, boolean]>).filter(
        ([category]) => offered.includes(category),
      );
      if (choices.some(([category, on]) => isAlwaysOn(category) && !on)) {
        throw new AppError('VALIDATION_FAILED', NOTIFICATION_MESSAGES.securityAlwaysOn, {
          details: [{ path: 'preferences.security', message: NOTIFICATION_MESSAGES.securityAlwaysOn }],
        });
      }
      await repo.setPreferences(
        person.id,
        choices.filter(([category]) => !isAlwaysOn(category)),
        clock.now(),
      );
      return preferencesOf(person);
    },

    /** What an unsubscribe link is for (the page asks before it acts). */
    async describeUnsubscribe(token: string): Promise<UnsubscribeTarget> {
      return (await targetOf(token)).target;
    },

    /** One click, no sign-in: the link's category off for the link's person. Again: the same answer. */
    async unsubscribe(token: string): Promise<UnsubscribeTarget> {
      const { userId, target } = await targetOf(token);
      await repo.setPreferences(userId, [[target.category, false]], clock.now());
      return { ...target, enabled: false };
    },

    async listForAdmin(query: NotificationListQuery): Promise<AdminNotificationPage> {
      const { items, total } = await repo.list(query);
      return { items: items.map(toAdminNotification), total, page: query.page, pageSize: query.pageSize };
    },

    /** A failed or skipped notification, queued to be delivered again. */
    async resend(id: string): Promise<AdminNotification> {
      if (!(await repo.requeue(id, clock.now()))) {
        if (!(await repo.exists(id))) throw notFound('Notification');
        throw new AppError('CONFLICT', NOTIFICATION_MESSAGES.resendOnlyFailed);
      }
      const row = await repo.findForAdmin(id);
      if (!row) throw notFound('Notification');
      return toAdminNotification(row);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
