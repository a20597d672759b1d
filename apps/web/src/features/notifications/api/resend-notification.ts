import type {
  AdminNotification,
  AdminNotificationPage,
} from '@basisdesk/shared/notifications/notifications.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { replaceNotification } from '../notification-rows';
import { notificationKeys } from './notification-keys';

export const RESEND_FAILED = 'Failed to send the notification again';

/** POST admin/notifications/{id}/resend: a failed or skipped notification goes back in the queue. */
export const resendNotification = (id: string) =>
  api.post<AdminNotification>(`/admin/notifications/${encodeURIComponent(id)}/resend`, undefined, {
    fallbackError: RESEND_FAILED,
  });

export function useResendNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendNotification,
    onSuccess: async (updated) => {
      // The row shows its new status at once; the pages are then read again (a status filter may
      // no longer match it).
      queryClient.setQueriesData<AdminNotificationPage>(
        { queryKey: notificationKeys.adminLists() },
        (page) => (page ? replaceNotification(page, updated) : page),
      );
      await queryClient.invalidateQueries({ queryKey: notificationKeys.adminLists() });
    },
  });
}
