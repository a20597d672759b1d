import type { NotificationListQuery } from '@basisdesk/shared/notifications/notifications.schema';

/** The outbox list's filters, as its key and its request carry them. */
export type NotificationListParams = Partial<NotificationListQuery>;

/**
 * The notifications feature's query keys. Saving preferences or unsubscribing refreshes
 * `preferences`; a resend refreshes every page of the admin list under `adminLists`.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
  unsubscribeTarget: (token: string) => [...notificationKeys.all, 'unsubscribe', token] as const,
  adminLists: () => [...notificationKeys.all, 'admin-list'] as const,
  adminList: (params: NotificationListParams) => [...notificationKeys.adminLists(), params] as const,
};
