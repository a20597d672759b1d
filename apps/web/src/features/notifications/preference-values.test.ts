import type { NotificationPreference } from '@basisdesk/shared/notifications/notifications.schema';
import { describe, expect, it } from 'vitest';
import { toPreferencesBody, toPreferenceValues } from './preference-values';

const saved: NotificationPreference[] = [
  { category: 'bookings', enabled: true, locked: false },
  { category: 'ratings', enabled: false, locked: false },
  { category: 'security', enabled: true, locked: true },
];

describe('the Notifications section of Settings', () => {
  it('starts each switch at the saved value', () => {
    expect(toPreferenceValues(saved)).toEqual({
      preferences: { bookings: true, ratings: false, security: true },
    });
  });

  it('sends every category a person may change, and never a locked one', () => {
    const values = { preferences: { bookings: false, ratings: true, security: false } };
    expect(toPreferencesBody(values, saved)).toEqual({ preferences: { bookings: false, ratings: true } });
  });

  it('sends the saved value for a category the form does not hold', () => {
    expect(toPreferencesBody({ preferences: { bookings: false } }, saved)).toEqual({
      preferences: { bookings: false, ratings: false },
    });
  });
});
