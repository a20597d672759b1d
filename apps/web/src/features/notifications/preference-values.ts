import type {
  NotificationCategory,
  NotificationPreference,
  UpdateNotificationPreferencesBody,
} from '@basisdesk/shared/notifications/notifications.schema';

/** The form's values: one switch per category, as the server has them. */
export function toPreferenceValues(preferences: readonly NotificationPreference[]) {
  const values: Partial<Record<NotificationCategory, boolean>> = {};
  for (const { category, enabled } of preferences) values[category] = enabled;
  return { preferences: values } satisfies UpdateNotificationPreferencesBody;
}

/**
 * What Save sends: every category a person may change. Locked ones (security notices) are left
 * out: they are on whatever the form holds, and the server refuses them off.
 */
export function toPreferencesBody(
  values: UpdateNotificationPreferencesBody,
  preferences: readonly NotificationPreference[],
): UpdateNotificationPreferencesBody {
  const body: Partial<Record<NotificationCategory, boolean>> = {};
  for (const { category, enabled, locked } of preferences) {
    if (!locked) body[category] = values.preferences[category] ?? enabled;
  }
  return { preferences: body };
}
