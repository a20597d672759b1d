import type { AdminNotificationPage } from '@basisdesk/shared/notifications/notifications.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import { type NotificationListParams, notificationKeys } from './notification-keys';

export const NOTIFICATIONS_LOAD_FAILED = 'Failed to load notifications';

/** GET admin/notifications: one page of the outbox, newest first, filtered on the server. */
export function listNotifications(params: NotificationListParams) {
  return api.get<AdminNotificationPage>(`/admin/notifications${toQueryString(params)}`, {
    fallbackError: NOTIFICATIONS_LOAD_FAILED,
  });
}

export const listNotificationsQuery = (params: NotificationListParams) =>
  queryOptions({
    queryKey: notificationKeys.adminList(params),
    queryFn: () => listNotifications(params),
    // Paging and filtering keep the old rows on screen instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

export const useNotifications = (params: NotificationListParams) => useQuery(listNotificationsQuery(params));
