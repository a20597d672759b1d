import {
  conversationSchema,
  MESSAGE_CONTENT_MAX_LENGTH,
  MESSAGING_MESSAGES,
  markReadResponseSchema,
  messagePageSchema,
  messageSchema,
  successResponseSchema,
  unreadCountSchema,
} from '@basisdesk/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTHENTICATION_REQUIRED, expectBody, expectError } from '../../../test/expect-response';
import { type Thread, useMessagingKit } from '../../../test/messaging-kit';
import { NO_TOKEN } from '../../../test/send-request';

const kit = useMessagingKit({ now: '2026-05-04T08:00:00.000Z' });
let thread: Thread;
let other: Thread;

beforeAll(async () => {
  thread = await kit.newThread();
  other = await kit.newThread();
});

const unreadOf = async (user: Thread['customer']) =>
  expectBody(await kit.send('GET', '/api/messaging/unread-count', user), 200, unreadCountSchema).unreadCount;

describe('POST messages', () => {
  it('401, 400 (blank text, too long, unknown type, non-UUID), 404 for a foreign conversation', async () => {
    const conversationId = thread.conversation.id;
    expectError(
      await kit.send('POST', '/api/messaging/messages', NO_TOKEN, { conversationId, content: 'Hi' }),
      ...AUTHENTICATION_REQUIRED,
    );
    expectError(
      await kit.send('POST', '/api/messaging/messages', thread.customer, { conversationId, content: '   ' }),
      400,
      MESSAGING_MESSAGES.contentRequired,
    );
    expectError(
      await kit.send('POST', '/api/messaging/messages', thread.customer, {
        conversationId,
        content: 'x'.repeat(MESSAGE_CONTENT_MAX_LENGTH + 1),
      }),
      400,
      MESSAGING_MESSAGES.contentTooLong(MESSAGE_CONTENT_MAX_LENGTH),
    );
    expectError(
      await kit.send('POST', '/api/messaging/messages', thread.customer, {
        conversationId,
        content: 'Hi',
        messageType: 'system',
      }),
      400,
      "messageType must be 'text' or 'file'",
    );
    expectError(
      await kit.send('POST', '/api/messaging/messages', thread.customer, {
        conversationId: 'nope',
        content: 'Hi',
      }),
      400,
      'conversationId must be a valid id',
    );
    expectError(
      await kit.send('POST', '/api/messaging/messages', thread.customer, {
        conversationId: other.conversation.id,
        content: 'Hi',
      }),
      404,
      MESSAGING_MESSAGES.conversationNotFound,
    );
  });

  it('a participant sends; the other party has it unread; admins read but may not post', async () => {
    const before = await unreadOf(thread.consultant);
    const sent = await kit.sendText(thread.customer, thread.conversation.id, '  The transport is stuck  ');
    expect(sent).toMatchObject({
      conversationId: thread.conversation.id,
      senderId: thread.customer.id,
      senderName: `${thread.customer.firstName} ${thread.customer.lastName}`,
      content: 'The transport is stuck',
      messageType: 'text',
      isEdited: false,
      isRead: false,
      attachments: [],
    });
    expect(await unreadOf(thread.consultant)).toBe(before + 1);
    expect(await unreadOf(thread.customer)).toBe(0);
    expectError(
      await kit.send('POST', '/api/messaging/messages', kit.admin, {
        conversationId: thread.conversation.id,
        content: 'Hi',
      }),
      403,
      MESSAGING_MESSAGES.adminsReadOnly,
    );
    const conversation = await kit.send(
      'GET',
      `/api/messaging/conversations/${thread.conversation.id}`,
      thread.consultant,
    );
    expect(expectBody(conversation, 200, conversationSchema).lastMessageAt).toBe(sent.sentAt);
  });

  it('an archived conversation refuses messages, except from the customer while the ticket waits for them', async () => {
    const archivedThread = await kit.newThread();
    const { conversation, customer, consultant, ticket } = archivedThread;
    await kit.send('PUT', `/api/messaging/conversations/${conversation.id}/status`, customer, {
      isActive: false,
    });
    const send = (caller: typeof customer) =>
      kit.send('POST', '/api/messaging/messages', caller, {
        conversationId: conversation.id,
        content: 'Anyone?',
      });
    expectError(await send(customer), 409, MESSAGING_MESSAGES.conversationArchived);
    expectError(await send(consultant), 409, MESSAGING_MESSAGES.conversationArchived);

    await kit.moveTo(consultant, ticket.id, 'InProgress');
    await kit.moveTo(consultant, ticket.id, 'PendingCustomerAction');
    expectBody(await send(customer), 201, messageSchema);
    expectError(await send(consultant), 409, MESSAGING_MESSAGES.conversationArchived);
  });
});

describe('GET conversations/{id}/messages', () => {
  it('pages newest first, each page in reading order; reading marks nothing read', async () => {
    const paged = await kit.newThread();
    const sent = [];
    for (let n = 1; n <= 5; n++)
      sent.push(await kit.sendText(paged.consultant, paged.conversation.id, `Message ${n}`));
    const url = `/api/messaging/conversations/${paged.conversation.id}/messages`;
    const first = expectBody(
      await kit.send('GET', `${url}?page=1&pageSize=2`, paged.customer),
      200,
      messagePageSchema,
    );
    expect(first.items.map((message) => message.content)).toEqual(['Message 4', 'Message 5']);
    expect(first).toMatchObject({ page: 1, pageSize: 2, totalCount: 5, totalPages: 3, hasMore: true });
    const last = expectBody(
      await kit.send('GET', `${url}?page=3&pageSize=2`, paged.customer),
      200,
      messagePageSchema,
    );
    expect(last.items.map((message) => message.content)).toEqual(['Message 1']);
    expect(last.hasMore).toBe(false);
    const all = expectBody(await kit.send('GET', url, paged.customer), 200, messagePageSchema);
    expect(all.pageSize).toBe(50);
    expect(all.items.map((message) => message.id)).toEqual(sent.map((message) => message.id));
    expect(await unreadOf(paged.customer)).toBe(5);

    // Keyset: the messages older than the oldest one shown, however deep.
    const older = expectBody(
      await kit.send('GET', `${url}?pageSize=2&before=${first.items[0]?.id}`, paged.customer),
      200,
      messagePageSchema,
    );
    expect(older.items.map((message) => message.content)).toEqual(['Message 2', 'Message 3']);
    expect(older.hasMore).toBe(true);
    const oldest = expectBody(
      await kit.send('GET', `${url}?pageSize=2&before=${older.items[0]?.id}`, paged.customer),
      200,
      messagePageSchema,
    );
    expect(oldest.items.map((message) => message.content)).toEqual(['Message 1']);
    expect(oldest.hasMore).toBe(false);
    const foreign = await kit.sendText(other.customer, other.conversation.id, 'Elsewhere');
    expectError(
      await kit.send('GET', `${url}?before=${foreign.id}`, paged.customer),
      404,
      MESSAGING_MESSAGES.messageNotFound,
    );
    expectError(
      await kit.send('GET', `${url}?before=x`, paged.customer),
      400,
      'before must be a valid message id',
    );

    expectError(await kit.send('GET', url, NO_TOKEN), ...AUTHENTICATION_REQUIRED);
    expectError(await kit.send('GET', `${url}?page=0`, paged.customer), 400, 'page must be 1 or more');
    expectError(await kit.send('GET', url, thread.customer), 404, MESSAGING_MESSAGES.conversationNotFound);
    expect(expectBody(await kit.send('GET', url, kit.admin), 200, messagePageSchema).totalCount).toBe(5);
  });
});

describe('GET, PUT and DELETE messages/{id}', () => {
  it("someone else's message is a 404 to read, edit or delete", async () => {
    const foreign = await kit.sendText(other.customer, other.conversation.id, 'Private');
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { content: 'Changed' }],
      ['DELETE', undefined],
    ] as const) {
      expectError(
        await kit.send(method, `/api/messaging/messages/${foreign.id}`, thread.customer, body),
        404,
        MESSAGING_MESSAGES.messageNotFound,
      );
    }
    expectError(
      await kit.send('GET', '/api/messaging/messages/not-a-uuid', thread.customer),
      400,
      'Invalid id',
    );
    expectBody(await kit.send('GET', `/api/messaging/messages/${foreign.id}`, kit.admin), 200, messageSchema);
  });

  it('only the sender edits, only text; the message is marked edited', async () => {
    const message = await kit.sendText(thread.customer, thread.conversation.id, 'Frist draft');
    const url = `/api/messaging/messages/${message.id}`;
    expectError(await kit.send('PUT', url, NO_TOKEN, { content: 'x' }), ...AUTHENTICATION_REQUIRED);
    expectError(
      await kit.send('PUT', url, thread.customer, { content: ' ' }),
      400,
      MESSAGING_MESSAGES.contentRequired,
    );
    expectError(
      await kit.send('PUT', url, thread.consultant, { content: 'Mine now' }),
      403,
      MESSAGING_MESSAGES.onlySenderEdits,
    );
    expectError(
      await kit.send('PUT', url, kit.admin, { content: 'Admin edit' }),
      403,
      MESSAGING_MESSAGES.onlySenderEdits,
    );
    const edited = expectBody(
      await kit.send('PUT', url, thread.customer, { content: 'First draft' }),
      200,
      messageSchema,
    );
    expect(edited).toMatchObject({ id: message.id, content: 'First draft', isEdited: true });

    const fileMessage = await kit.sendFiles(thread.customer, thread.conversation.id, []);
    expectError(
      await kit.send('PUT', `/api/messaging/messages/${fileMessage.id}`, thread.customer, {
        content: 'Now text',
      }),
      403,
      MESSAGING_MESSAGES.onlyTextEditable,
    );
  });

  it('only the sender deletes; the count the other party sees drops with it', async () => {
    const deleting = await kit.newThread();
    const message = await kit.sendText(deleting.consultant, deleting.conversation.id, 'Oops');
    expect(await unreadOf(deleting.customer)).toBe(1);
    const url = `/api/messaging/messages/${message.id}`;
    expectError(await kit.send('DELETE', url, deleting.customer), 403, MESSAGING_MESSAGES.onlySenderDeletes);
    expectBody(await kit.send('DELETE', url, deleting.consultant), 200, successResponseSchema);
    expectError(await kit.send('GET', url, deleting.consultant), 404, MESSAGING_MESSAGES.messageNotFound);
    expect(await unreadOf(deleting.customer)).toBe(0);
    const page = await kit.send(
      'GET',
      `/api/messaging/conversations/${deleting.conversation.id}/messages`,
      deleting.customer,
    );
    expect(expectBody(page, 200, messagePageSchema).totalCount).toBe(0);
  });
});

describe('POST messages/mark-read', () => {
  it("marks only others' messages in the caller's conversations; the sender then sees isRead", async () => {
    const reading = await kit.newThread();
    const fromConsultant = await kit.sendText(
      reading.consultant,
      reading.conversation.id,
      'Please check SM37',
    );
    const fromCustomer = await kit.sendText(reading.customer, reading.conversation.id, 'Will do');
    const foreign = await kit.sendText(other.consultant, other.conversation.id, 'Not yours');

    expectError(
      await kit.send('POST', '/api/messaging/messages/mark-read', NO_TOKEN, { messageIds: [] }),
      ...AUTHENTICATION_REQUIRED,
    );
    expectError(
      await kit.send('POST', '/api/messaging/messages/mark-read', reading.customer, { messageIds: ['x'] }),
      400,
      'messageIds must be valid ids',
    );
    const marked = await kit.send('POST', '/api/messaging/messages/mark-read', reading.customer, {
      messageIds: [fromConsultant.id, fromCustomer.id, foreign.id],
    });
    expect(expectBody(marked, 200, markReadResponseSchema)).toEqual({ success: true, markedCount: 1 });
    expect(await unreadOf(reading.customer)).toBe(0);
    const seen = await kit.send('GET', `/api/messaging/messages/${fromConsultant.id}`, reading.consultant);
    expect(expectBody(seen, 200, messageSchema).isRead).toBe(true);
    const stillUnread = await kit.send('GET', `/api/messaging/messages/${fromCustomer.id}`, reading.customer);
    expect(expectBody(stillUnread, 200, messageSchema).isRead).toBe(false);
    const foreignRead = await kit.send('GET', `/api/messaging/messages/${foreign.id}`, other.customer);
    expect(expectBody(foreignRead, 200, messageSchema).isRead).toBe(false);

    const admin = await kit.send('POST', '/api/messaging/messages/mark-read', kit.admin, {
      messageIds: [fromCustomer.id],
    });
    expect(expectBody(admin, 200, markReadResponseSchema).markedCount).toBe(0);
  });
});

describe('system messages', () => {
  it("a ticket status change posts a system message into the ticket's conversation", async () => {
    const changing = await kit.newThread();
    await kit.moveTo(changing.consultant, changing.ticket.id, 'InProgress');
    const page = expectBody(
      await kit.send(
        'GET',
        `/api/messaging/conversations/${changing.conversation.id}/messages`,
        changing.customer,
      ),
      200,
      messagePageSchema,
    );
    expect(page.items).toEqual([
      expect.objectContaining({
        senderId: null,
        senderName: 'System',
        messageType: 'system',
        content: 'Ticket status changed to In Progress',
        isRead: true,
      }),
    ]);
    expect(await unreadOf(changing.customer)).toBe(0);
  });
});
