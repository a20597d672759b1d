import type { NotificationPreferences } from '@basisdesk/shared/notifications/notifications.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

export const PREFERENCES_LOAD_FAILED = 'Failed to load notification preferences';

/** GET notifications/preferences: every category of the signed-in person, in display order. */
export const getNotificationPreferences = () =>
  api.get<NotificationPreferences>('/notifications/preferences', { fallbackError: PREFERENCES_LOAD_FAILED });

export const notificationPreferencesQuery = () =>
  queryOptions({ queryKey: notificationKeys.preferences(), queryFn: getNotificationPreferences });

export const useNotificationPreferences = () => useQuery(notificationPreferencesQuery());
