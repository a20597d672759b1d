import type {
  AdminNotification,
  AdminNotificationPage,
} from '@basisdesk/shared/notifications/notifications.schema';
import { describe, expect, it } from 'vitest';
import { canResend, replaceNotification } from './notification-rows';

const row = (id: string, status: AdminNotification['status']): AdminNotification => ({
  id,
  event: 'booking.confirmed',
  category: 'bookings',
  status,
  recipientId: '5f0c8f9e-1d2b-4e0a-8c3d-7a6b5c4d3e2f',
  recipientName: 'Kavya Rao',
  recipientEmail: 'kavya@example.com',
  subject: 'Booking confirmed',
  orderNumber: 'SRBIL10102500013',
  attempts: 5,
  lastError: status === 'failed' ? '421 Service not available' : null,
  createdAt: '2026-11-25T10:00:00.000Z',
  runAt: '2026-11-25T10:30:00.000Z',
  sentAt: null,
});

describe('admin notification rows', () => {
  it('offers Resend on failed and skipped notifications only', () => {
    expect(canResend(row('a', 'failed'))).toBe(true);
    expect(canResend(row('a', 'skipped'))).toBe(true);
    for (const status of ['queued', 'retrying', 'sent'] as const)
      expect(canResend(row('a', status))).toBe(false);
  });

  it('shows a resent notification in place, leaving the other rows and pages as they were', () => {
    const page: AdminNotificationPage = {
      items: [row('a', 'failed'), row('b', 'sent')],
      total: 2,
      page: 1,
      pageSize: 25,
    };
    const resent = { ...row('a', 'queued'), attempts: 0 };
    const next = replaceNotification(page, resent);
    expect(next.items).toEqual([resent, page.items[1]]);
    expect(replaceNotification(page, row('c', 'queued'))).toBe(page);
  });
});
