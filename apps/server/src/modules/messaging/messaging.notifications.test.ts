import { MESSAGING_MESSAGES, UNREAD_MESSAGE_QUIET_MINUTES } from '@basisdesk/shared';
import { describe, expect, it } from 'vitest';
import { expectError } from '../../../test/expect-response';
import { pdf, png, type Thread, useMessagingKit } from '../../../test/messaging-kit';
import { notificationsIn } from '../../../test/notification-kit';
import { createMessagingRepository } from './messaging.repository';
import { listUnreadForMail } from './use-cases/unread-count';

// Unread-message mails as the messaging module writes them into the outbox, and what the delivery
// reads back when one is due (the service's unreadMessages, over the same repository).
const kit = useMessagingKit({ now: '2026-05-04T08:00:00.000Z' });

const QUIET_MS = UNREAD_MESSAGE_QUIET_MINUTES * 60_000;

/** The unread-message drafts of one conversation, oldest first. */
async function unreadNotices(conversationId: string) {
  const rows = await notificationsIn(kit.database.db, 'messages.unread');
  return rows.filter((row) => (row.payload as { conversationId: string }).conversationId === conversationId);
}

/**
 * Messages take the database's time, and a quiet period is a fixed 5-minute window of it: a burst
 * sent across a window's edge rightly makes two mails. Tests of one burst start clear of an edge.
 */
async function clearOfPeriodEdge() {
  const left = QUIET_MS - (Date.now() % QUIET_MS);
  if (left < 5_000) await new Promise((resolve) => setTimeout(resolve, left + 250));
}

const unreadFor = (recipientId: string, conversationId: string, sentBefore = new Date(Date.now() + 60_000)) =>
  listUnreadForMail({ repo: createMessagingRepository(kit.database.db) })(
    conversationId,
    recipientId,
    sentBefore,
  );

async function markRead(reader: Thread['customer'], messageIds: string[]) {
  const response = await kit.send('POST', '/api/messaging/messages/mark-read', reader, { messageIds });
  expect(response.statusCode).toBe(200);
}

describe('messages.unread drafts', () => {
  it('a message makes one draft to the other participant, due 5 minutes after it was sent', async () => {
    const thread = await kit.newThread();
    const message = await kit.sendText(thread.customer, thread.conversation.id, 'Is the transport released?');

    const [notice, ...more] = await unreadNotices(thread.conversation.id);
    expect(more).toEqual([]);
    const sentAt = new Date(message.sentAt);
    expect(notice).toMatchObject({
      recipientId: thread.consultant.id,
      event: 'messages.unread',
      category: 'messages',
      status: 'queued',
      ticketId: thread.ticket.id,
      payload: { conversationId: thread.conversation.id, firstMessageAt: message.sentAt },
      dedupeKey: `messages:${thread.conversation.id}:${thread.consultant.id}:${Math.floor(sentAt.getTime() / QUIET_MS)}`,
    });
    expect(notice?.runAt.getTime()).toBe(sentAt.getTime() + QUIET_MS);
  });

  it('three messages in a burst make one draft, dated by the first', async () => {
    const thread = await kit.newThread();
    await clearOfPeriodEdge();
    const first = await kit.sendText(thread.customer, thread.conversation.id, 'SM21 shows dumps');
    await kit.sendText(thread.customer, thread.conversation.id, 'Since this morning');
    await kit.sendText(thread.customer, thread.conversation.id, 'Can you look today?');

    const notices = await unreadNotices(thread.conversation.id);
    expect(notices.map((row) => row.recipientId)).toEqual([thread.consultant.id]);
    expect(notices[0]?.payload).toEqual({
      conversationId: thread.conversation.id,
      firstMessageAt: first.sentAt,
    });
    expect(notices[0]?.runAt.getTime()).toBe(new Date(first.sentAt).getTime() + QUIET_MS);
  });

  it('three messages sent at once still make one draft (the unique key decides)', async () => {
    const thread = await kit.newThread();
    await clearOfPeriodEdge();
    await Promise.all(
      ['one', 'two', 'three'].map((content) =>
        kit.sendText(thread.consultant, thread.conversation.id, content),
      ),
    );
    const notices = await unreadNotices(thread.conversation.id);
    expect(notices.map((row) => row.recipientId)).toEqual([thread.customer.id]);
  });

  it('a reply from the other side makes one for the first sender', async () => {
    const thread = await kit.newThread();
    await clearOfPeriodEdge();
    await kit.sendText(thread.customer, thread.conversation.id, 'Hello');
    await kit.sendText(thread.consultant, thread.conversation.id, 'Hi, looking now');
    await kit.sendText(thread.consultant, thread.conversation.id, 'Found it');

    const notices = await unreadNotices(thread.conversation.id);
    expect(notices.map((row) => row.recipientId).sort()).toEqual(
      [thread.consultant.id, thread.customer.id].sort(),
    );
  });

  it('a system message (a status change) makes none', async () => {
    const thread = await kit.newThread();
    await kit.moveTo(thread.consultant, thread.ticket.id, 'InProgress');
    expect(await unreadNotices(thread.conversation.id)).toEqual([]);
    expect(await unreadFor(thread.customer.id, thread.conversation.id)).toEqual([]);
  });

  it('a refused message makes none: an admin posting, or a participant in an archived conversation', async () => {
    const thread = await kit.newThread();
    const body = { conversationId: thread.conversation.id, content: 'Hello' };
    expectError(
      await kit.send('POST', '/api/messaging/messages', kit.admin, body),
      403,
      MESSAGING_MESSAGES.adminsReadOnly,
    );
    const archived = await kit.send(
      'PUT',
      `/api/messaging/conversations/${thread.conversation.id}/status`,
      thread.consultant,
      { isActive: false },
    );
    expect(archived.statusCode).toBe(200);
    expectError(
      await kit.send('POST', '/api/messaging/messages', thread.consultant, body),
      409,
      MESSAGING_MESSAGES.conversationArchived,
    );
    expect(await unreadNotices(thread.conversation.id)).toEqual([]);
  });
});

describe('unreadMessages (what the mail quotes)', () => {
  it("answers the recipient's unread messages, oldest first, with sender, time and text", async () => {
    const thread = await kit.newThread();
    const first = await kit.sendText(thread.customer, thread.conversation.id, 'First');
    const second = await kit.sendText(thread.customer, thread.conversation.id, 'Second');
    await kit.sendText(thread.consultant, thread.conversation.id, 'Not to the consultant');

    const name = `${thread.customer.firstName} ${thread.customer.lastName}`;
    expect(await unreadFor(thread.consultant.id, thread.conversation.id)).toEqual([
      { senderName: name, sentAt: new Date(first.sentAt), text: 'First' },
      { senderName: name, sentAt: new Date(second.sentAt), text: 'Second' },
    ]);
  });

  it('leaves out what was sent after `sentBefore`, and everything once read: then []', async () => {
    const thread = await kit.newThread();
    const first = await kit.sendText(thread.customer, thread.conversation.id, 'First');
    const second = await kit.sendText(thread.customer, thread.conversation.id, 'Second');

    const upToFirst = await unreadFor(thread.consultant.id, thread.conversation.id, new Date(first.sentAt));
    expect(upToFirst.map((message) => message.text)).toEqual(['First']);

    await markRead(thread.consultant, [first.id]);
    expect((await unreadFor(thread.consultant.id, thread.conversation.id)).map((m) => m.text)).toEqual([
      'Second',
    ]);
    await markRead(thread.consultant, [second.id]);
    expect(await unreadFor(thread.consultant.id, thread.conversation.id)).toEqual([]);
  });

  it("never answers the other person's messages, nor another conversation's", async () => {
    const thread = await kit.newThread();
    const other = await kit.newThread();
    await kit.sendText(thread.customer, thread.conversation.id, 'To the consultant');
    await kit.sendText(other.consultant, other.conversation.id, 'Elsewhere');

    expect(await unreadFor(thread.customer.id, thread.conversation.id)).toEqual([]);
    expect(await unreadFor(other.customer.id, thread.conversation.id)).toEqual([]);
    expect(await unreadFor(thread.consultant.id, other.conversation.id)).toEqual([]);
  });

  it('quotes a file message without text as "Sent a file: <name>", and its text when it has some', async () => {
    const thread = await kit.newThread();
    await kit.sendFiles(thread.consultant, thread.conversation.id, [pdf('transport-log.pdf')]);
    await kit.sendFiles(thread.consultant, thread.conversation.id, [png('st22.png'), pdf('sm21.pdf')]);
    await kit.sendFiles(thread.consultant, thread.conversation.id, [png()], 'The screenshot you asked for');

    expect((await unreadFor(thread.customer.id, thread.conversation.id)).map((m) => m.text)).toEqual([
      'Sent a file: transport-log.pdf',
      'Sent 2 files: st22.png, sm21.pdf',
      'The screenshot you asked for',
    ]);
  });

  it('leaves out a file message whose files never arrived', async () => {
    const thread = await kit.newThread();
    const response = await kit.send('POST', '/api/messaging/messages', thread.customer, {
      conversationId: thread.conversation.id,
      content: '',
      messageType: 'file',
    });
    expect(response.statusCode).toBe(201);
    expect(await unreadNotices(thread.conversation.id)).toHaveLength(1);
    expect(await unreadFor(thread.consultant.id, thread.conversation.id)).toEqual([]);
  });

  it('quotes at most 10, the oldest', async () => {
    const thread = await kit.newThread();
    for (let n = 1; n <= 12; n += 1)
      await kit.sendText(thread.customer, thread.conversation.id, `Message ${n}`);
    const quoted = await unreadFor(thread.consultant.id, thread.conversation.id);
    expect(quoted.map((message) => message.text)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Message ${index + 1}`),
    );
  });
});
