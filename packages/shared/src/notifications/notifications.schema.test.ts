import { describe, expect, it } from 'vitest';
import {
  categoryOf,
  isAlwaysOn,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CATEGORY_DESCRIPTIONS,
  NOTIFICATION_CATEGORY_LABELS,
  NOTIFICATION_EVENT_LABELS,
  NOTIFICATION_EVENT_NAMES,
  notificationListQuerySchema,
  updateNotificationPreferencesBodySchema,
} from './notifications.schema';

describe('notification categories and events', () => {
  it('files every event under a category, labels every event and category, and keeps only security always on', () => {
    for (const event of NOTIFICATION_EVENT_NAMES) {
      expect(NOTIFICATION_CATEGORIES).toContain(categoryOf(event));
      expect(NOTIFICATION_EVENT_LABELS[event]).toBeTruthy();
    }
    for (const category of NOTIFICATION_CATEGORIES) {
      expect(NOTIFICATION_CATEGORY_LABELS[category]).toBeTruthy();
      expect(NOTIFICATION_CATEGORY_DESCRIPTIONS[category]).toBeTruthy();
    }
    expect(NOTIFICATION_CATEGORIES.filter(isAlwaysOn)).toEqual(['security']);
    expect(categoryOf('security.passwordChanged')).toBe('security');
    expect(categoryOf('booking.received')).toBe('bookings');
  });
});

describe('updateNotificationPreferencesBodySchema', () => {
  it('takes any subset of the categories as booleans, and nothing else', () => {
    expect(updateNotificationPreferencesBodySchema.parse({ preferences: { ratings: false } })).toEqual({
      preferences: { ratings: false },
    });
    expect(updateNotificationPreferencesBodySchema.parse({ preferences: {} })).toEqual({ preferences: {} });
    expect(updateNotificationPreferencesBodySchema.safeParse({ preferences: { spam: false } }).success).toBe(
      false,
    );
    expect(
      updateNotificationPreferencesBodySchema.safeParse({ preferences: { ratings: 'no' } }).success,
    ).toBe(false);
    expect(updateNotificationPreferencesBodySchema.safeParse({ preferences: {}, extra: true }).success).toBe(
      false,
    );
  });
});

describe('notificationListQuerySchema', () => {
  it('defaults to the first page of 25 and refuses unknown statuses and events and oversized pages', () => {
    expect(notificationListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 25 });
    expect(
      notificationListQuerySchema.parse({ status: 'failed', event: 'rating.received', page: '2' }),
    ).toMatchObject({ status: 'failed', event: 'rating.received', page: 2 });
    expect(notificationListQuerySchema.safeParse({ status: 'lost' }).success).toBe(false);
    expect(notificationListQuerySchema.safeParse({ event: 'booking.nope' }).success).toBe(false);
    expect(notificationListQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
  });
});
