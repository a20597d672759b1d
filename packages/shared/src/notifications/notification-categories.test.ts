import { describe, expect, it } from 'vitest';
import {
  categoryOf,
  isAlwaysOn,
  NOTIFICATION_CATEGORIES,
  notificationCategoriesFor,
} from './notification-categories';

describe('notificationCategoriesFor', () => {
  it('offers a consultant no payments: they are never told of one (spec §6)', () => {
    expect(notificationCategoriesFor('Consultant')).toEqual(
      NOTIFICATION_CATEGORIES.filter((c) => c !== 'payments'),
    );
    expect(notificationCategoriesFor('consultant')).not.toContain('payments');
  });

  it('offers a customer no ratings: they are never rated', () => {
    expect(notificationCategoriesFor('Customer')).toEqual(
      NOTIFICATION_CATEGORIES.filter((c) => c !== 'ratings'),
    );
  });

  it('offers an admin every category', () => {
    expect(notificationCategoriesFor('Admin')).toEqual([...NOTIFICATION_CATEGORIES]);
  });
});

describe('categories', () => {
  it('security notices are always on; a payment mail is a payments one', () => {
    expect(isAlwaysOn('security')).toBe(true);
    expect(isAlwaysOn('payments')).toBe(false);
    expect(categoryOf('payment.received')).toBe('payments');
  });
});
