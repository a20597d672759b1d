import { z } from 'zod';
import { pageQueryFields } from '../common/primitives.schema';
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_EVENT_NAMES,
  NOTIFICATION_STATUSES,
} from './notification-categories';

export * from './notification-categories';
export * from './notifications.messages';

/** One category as the Notifications section shows it. */
export const notificationPreferenceSchema = z.object({
  category: z.enum(NOTIFICATION_CATEGORIES),
  enabled: z.boolean(),
  /** Security notices: always on, shown as such. */
  locked: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/** GET / PUT /api/notifications/preferences answer: every category, in display order. */
export const notificationPreferencesSchema = z.object({
  preferences: z.array(notificationPreferenceSchema),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/**
 * PUT /api/notifications/preferences: the categories to change (missing ones stay as they are).
 * Security may be sent as true; false is refused.
 */
export const updateNotificationPreferencesBodySchema = z.strictObject({
  preferences: z.partialRecord(z.enum(NOTIFICATION_CATEGORIES), z.boolean()),
});
export type UpdateNotificationPreferencesBody = z.infer<typeof updateNotificationPreferencesBodySchema>;

/** POST /api/notifications/unsubscribe?token=… (RFC 8058 one-click; no sign-in). */
export const unsubscribeQuerySchema = z.object({
  token: z.string().min(1).max(512),
});

/** GET /api/notifications/unsubscribe?token=… : what the link is for, before one confirms it. */
export const unsubscribeTargetSchema = z.object({
  category: z.enum(NOTIFICATION_CATEGORIES),
  email: z.string(),
  enabled: z.boolean(),
});
export type UnsubscribeTarget = z.infer<typeof unsubscribeTargetSchema>;

/** GET /api/admin/notifications: filters and page, kept in the address on /admin/notifications. */
export const notificationListQuerySchema = z.object({
  status: z.enum(NOTIFICATION_STATUSES).optional(),
  event: z.enum(NOTIFICATION_EVENT_NAMES).optional(),
  /** Part of the recipient's e-mail or name. */
  recipient: z.string().trim().max(254).optional(),
  ...pageQueryFields({ defaultSize: 25 }),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const adminNotificationSchema = z.object({
  id: z.uuid(),
  event: z.enum(NOTIFICATION_EVENT_NAMES),
  category: z.enum(NOTIFICATION_CATEGORIES),
  status: z.enum(NOTIFICATION_STATUSES),
  recipientId: z.uuid(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  subject: z.string().nullable(),
  orderNumber: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  /** When it is due (queued, retrying) or was last tried. */
  runAt: z.string(),
  sentAt: z.string().nullable(),
});
export type AdminNotification = z.infer<typeof adminNotificationSchema>;

export const adminNotificationPageSchema = z.object({
  items: z.array(adminNotificationSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminNotificationPage = z.infer<typeof adminNotificationPageSchema>;
