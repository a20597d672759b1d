import type { Message, MessagePage } from '@basisdesk/shared/messaging/messaging.schema';
import type { InfiniteData } from '@tanstack/react-query';
import { parseServerDate } from '@/lib/format-date';

/** The thread's cache: page 1 (the newest messages) first, as the infinite query holds it. */
export type ThreadData = InfiniteData<MessagePage, number>;

const sentTime = (message: Message) => parseServerDate(message.sentAt)?.getTime() ?? 0;

/**
 * The thread, oldest first, from every loaded page and every live message: each message once (by
 * id). Pages are offsets from the newest, so a new message shifts the next page by one and a
 * message may come twice; the copy in the newer page (or the live one) wins.
 */
export function threadMessages(pages: readonly MessagePage[]): Message[] {
  const byId = new Map<string, Message>();
  for (const page of pages) {
    for (const message of page.items) {
      if (!byId.has(message.id)) byId.set(message.id, message);
    }
  }
  return [...byId.values()].sort((a, b) => sentTime(a) - sentTime(b) || a.id.localeCompare(b.id));
}

function mapPages(data: ThreadData, change: (items: Message[]) => Message[]): ThreadData {
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items) })) };
}

/** A sent, edited or live message: replaced where it is, else added to the newest page. */
export function upsertMessage(data: ThreadData | undefined, message: Message): ThreadData | undefined {
  if (!data || data.pages.length === 0) return data;
  const isKnown = data.pages.some((page) => page.items.some((item) => item.id === message.id));
  if (isKnown) {
    return mapPages(data, (items) => items.map((item) => (item.id === message.id ? message : item)));
  }
  const [newest, ...older] = data.pages;
  return {
    ...data,
    pages: [{ ...newest!, items: [...newest!.items, message], totalCount: newest!.totalCount + 1 }, ...older],
  };
}

/** A deleted message leaves every page it is on. */
export function removeMessage(data: ThreadData | undefined, messageId: string): ThreadData | undefined {
  if (!data) return data;
  return mapPages(data, (items) => items.filter((item) => item.id !== messageId));
}

/** The other party read these: the sender's copies show it. */
export function markMessagesRead(data: ThreadData | undefined, messageIds: readonly string[]) {
  if (!data) return data;
  const ids = new Set(messageIds);
  return mapPages(data, (items) =>
    items.map((item) => (ids.has(item.id) ? { ...item, isRead: true } : item)),
  );
}

/** What opening the thread marks read: others' unread messages (system messages have no sender). */
export function unreadFromOthers(messages: readonly Message[], viewerId: string): string[] {
  return messages
    .filter((message) => !message.isRead && message.senderId !== null && message.senderId !== viewerId)
    .map((message) => message.id);
}
