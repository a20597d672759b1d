import type { NotificationListParams } from './list-notifications';

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
