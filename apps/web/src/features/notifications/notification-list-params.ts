import {
  NOTIFICATION_EVENT_NAMES,
  NOTIFICATION_STATUSES,
} from '@basisdesk/shared/notifications/notifications.schema';
import { z } from 'zod';
import { listParam } from '@/lib/list-params';
import type { NotificationListParams } from './api/notification-keys';

export const NOTIFICATIONS_PAGE_SIZE = 25;

/** /admin/notifications keeps its status, event, recipient search and page in the address. */
export const notificationListParamsSchema = z.object({
  status: listParam.choice(NOTIFICATION_STATUSES),
  event: listParam.choice(NOTIFICATION_EVENT_NAMES),
  recipient: listParam.text(),
  page: listParam.page(),
});
export type NotificationListAddress = z.infer<typeof notificationListParamsSchema>;
export type NotificationFilterValues = Omit<NotificationListAddress, 'page'>;

/** What the server is asked for: filters left empty are not sent. */
export function toNotificationListParams(address: NotificationListAddress): NotificationListParams {
  return {
    status: address.status || undefined,
    event: address.event || undefined,
    recipient: address.recipient || undefined,
    page: address.page,
    pageSize: NOTIFICATIONS_PAGE_SIZE,
  };
}
