import { describe, expect, it } from 'vitest';
import { CONSULTANT, CUSTOMER, message, page } from './test-fixtures';
import {
  markMessagesRead,
  removeMessage,
  type ThreadData,
  threadMessages,
  unreadFromOthers,
  upsertMessage,
} from './thread';

const ids = (messages: { id: string }[]) => messages.map((item) => Number(item.id.slice(-4)));
const data = (...pages: ReturnType<typeof page>[]): ThreadData => ({
  pages,
  pageParams: pages.map((_, index) => index + 1),
});

describe('threadMessages', () => {
  it('puts older pages before newer ones, oldest first, each message once', () => {
    // A new message shifted the offsets: message 3 is on both pages.
    const newest = page(1, [message(3), message(4), message(5)]);
    const older = page(2, [message(1), message(2), message(3)]);
    expect(ids(threadMessages([newest, older]))).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the newer copy of a message that is on two pages', () => {
    const newest = page(1, [message(3, { content: 'edited', isEdited: true })]);
    const older = page(2, [message(3)]);
    expect(threadMessages([newest, older])[0]!.content).toBe('edited');
  });

  it('orders by the time sent (zone-less times are UTC), then by id', () => {
    const early = message(9, { sentAt: '2026-11-25T09:00:00Z' });
    const late = message(1, { sentAt: '2026-11-25T11:00:00' });
    const tie = message(2, { sentAt: '2026-11-25T11:00:00Z' });
    expect(ids(threadMessages([page(1, [tie, late, early])]))).toEqual([9, 1, 2]);
  });
});

describe('live and sent messages in the cache', () => {
  it('adds a new message to the newest page, once, however often it arrives', () => {
    const start = data(page(1, [message(1)]), page(2, [message(0)]));
    const once = upsertMessage(start, message(2));
    const twice = upsertMessage(once, message(2));
    expect(ids(threadMessages(twice!.pages))).toEqual([0, 1, 2]);
    expect(twice!.pages[0]!.totalCount).toBe(2);
  });

  it('replaces an edited message where it is', () => {
    const start = data(page(1, [message(1)]), page(2, [message(0)]));
    const edited = upsertMessage(start, message(0, { content: 'new text', isEdited: true }));
    expect(edited!.pages[1]!.items[0]!.content).toBe('new text');
    expect(edited!.pages[0]!.items).toHaveLength(1);
  });

  it('leaves an unloaded thread alone', () => {
    expect(upsertMessage(undefined, message(1))).toBeUndefined();
    expect(removeMessage(undefined, message(1).id)).toBeUndefined();
  });

  it('removes a deleted message from every page', () => {
    const start = data(page(1, [message(1), message(2)]), page(2, [message(1)]));
    expect(ids(threadMessages(removeMessage(start, message(1).id)!.pages))).toEqual([2]);
  });

  it('marks the read messages read', () => {
    const start = data(page(1, [message(1), message(2)]));
    const read = markMessagesRead(start, [message(2).id]);
    expect(read!.pages[0]!.items.map((item) => item.isRead)).toEqual([false, true]);
  });
});

describe('unreadFromOthers', () => {
  it("lists others' unread messages only, never system messages", () => {
    const messages = [
      message(1, { senderId: CONSULTANT }),
      message(2, { senderId: CONSULTANT, isRead: true }),
      message(3, { senderId: CUSTOMER }),
      message(4, { senderId: null, messageType: 'system' }),
    ];
    expect(ids(unreadFromOthers(messages, CUSTOMER).map((id) => ({ id })))).toEqual([1]);
  });
});
