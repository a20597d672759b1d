import type {
  AdminNotificationPage,
  NotificationListQuery,
} from '@basisdesk/shared/notifications/notifications.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

export type NotificationListParams = Partial<NotificationListQuery>;

export const NOTIFICATIONS_LOAD_FAILED = 'Failed to load notifications';

/** GET admin/notifications: one page of the outbox, newest first, filtered on the server. */
export function listNotifications(params: NotificationListParams) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return api.get<AdminNotificationPage>(`/admin/notifications${text ? `?${text}` : ''}`, {
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
