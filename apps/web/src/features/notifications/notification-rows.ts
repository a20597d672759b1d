import type {
  AdminNotification,
  AdminNotificationPage,
  NotificationStatus,
} from '@basisdesk/shared/notifications/notifications.schema';

/** Only these can be sent again; the server refuses the others with a 409. */
const RESENDABLE: readonly NotificationStatus[] = ['failed', 'skipped'];

export const canResend = (notification: Pick<AdminNotification, 'status'>) =>
  RESENDABLE.includes(notification.status);

/** The page with one notification's row as the server now has it; other pages come back unchanged. */
export function replaceNotification(page: AdminNotificationPage, updated: AdminNotification) {
  if (!page.items.some((item) => item.id === updated.id)) return page;
  return { ...page, items: page.items.map((item) => (item.id === updated.id ? updated : item)) };
}
