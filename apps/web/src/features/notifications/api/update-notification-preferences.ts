import type {
  NotificationPreferences,
  UpdateNotificationPreferencesBody,
} from '@basisdesk/shared/notifications/notifications.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationPreferencesQuery } from './get-notification-preferences';

export const PREFERENCES_SAVE_FAILED = 'Failed to save notification preferences';

/** PUT notifications/preferences: the categories sent change, the others stay as they are. */
export const updateNotificationPreferences = (body: UpdateNotificationPreferencesBody) =>
  api.put<NotificationPreferences>('/notifications/preferences', body, {
    fallbackError: PREFERENCES_SAVE_FAILED,
  });

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    // The answer is every category as saved: no second request needed.
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesQuery().queryKey, saved),
  });
}
