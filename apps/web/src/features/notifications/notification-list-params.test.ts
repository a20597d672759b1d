import { describe, expect, it } from 'vitest';
import { parseListParams, writeListParams } from '@/lib/list-params';
import {
  NOTIFICATIONS_PAGE_SIZE,
  notificationListParamsSchema,
  toNotificationListParams,
} from './notification-list-params';

const read = (query: string) => parseListParams(notificationListParamsSchema, new URLSearchParams(query));

describe('the admin notification list in the address', () => {
  it('reads a status, an event, a recipient search and a page', () => {
    expect(read('status=failed&event=booking.confirmed&recipient=kavya%40example.com&page=3')).toEqual({
      status: 'failed',
      event: 'booking.confirmed',
      recipient: 'kavya@example.com',
      page: 3,
    });
  });

  it('reads a status or event it does not know, and a bad page, as no filter and page 1', () => {
    expect(read('status=bounced&event=booking.lost&page=zero')).toEqual({
      status: '',
      event: '',
      recipient: '',
      page: 1,
    });
  });

  it('asks the server only for the filters that are set, with its page size', () => {
    expect(toNotificationListParams(read('recipient=%20rao%20'))).toEqual({
      status: undefined,
      event: undefined,
      recipient: 'rao',
      page: 1,
      pageSize: NOTIFICATIONS_PAGE_SIZE,
    });
    expect(toNotificationListParams(read('status=skipped&event=rating.received&page=2'))).toMatchObject({
      status: 'skipped',
      event: 'rating.received',
      recipient: undefined,
      page: 2,
    });
  });

  it('goes back to page 1 when a filter changes, and keeps a filter at its default out of the address', () => {
    const next = writeListParams(notificationListParamsSchema, new URLSearchParams('status=failed&page=4'), {
      status: '',
      recipient: 'kavya',
    });
    expect(next.toString()).toBe('recipient=kavya');
  });
});
