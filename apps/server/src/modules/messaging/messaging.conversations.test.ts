import {
  conversationPageSchema,
  conversationSchema,
  MESSAGING_MESSAGES,
  successResponseSchema,
} from '@basisdesk/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTHENTICATION_REQUIRED, expectBody, expectError } from '../../../test/expect-response';
import { type Thread, useMessagingKit } from '../../../test/messaging-kit';
import { NO_TOKEN } from '../../../test/send-request';

const kit = useMessagingKit({ now: '2026-05-04T08:00:00.000Z' });
let thread: Thread;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  thread = await kit.newThread();
});

describe('POST conversations/for-order/{orderId} (get or create)', () => {
  it('401 without a token, 400 for a non-UUID order, 404 for an unknown or foreign order', async () => {
    expectError(
      await kit.send('POST', `/api/messaging/conversations/for-order/${thread.ticket.id}`, NO_TOKEN),
      ...AUTHENTICATION_REQUIRED,
    );
    expectError(
      await kit.send('POST', '/api/messaging/conversations/for-order/abc', thread.customer),
      400,
      'Invalid id',
    );
    expectError(
      await kit.send('POST', `/api/messaging/conversations/for-order/${UNKNOWN}`, thread.customer),
      404,
      /not found/,
    );
    const stranger = await kit.newCustomer();
    expectError(
      await kit.send('POST', `/api/messaging/conversations/for-order/${thread.ticket.id}`, stranger),
      404,
      /not found/,
    );
  });

  it("answers the ticket's one conversation to its customer, its consultant and an admin", async () => {
    const { conversation, ticket, customer, consultant } = thread;
    expect(conversation).toMatchObject({
      orderId: ticket.id,
      orderNumber: ticket.orderNumber,
      customerId: customer.id,
      consultantId: consultant.id,
      customerName: `${customer.firstName} ${customer.lastName}`,
      consultantName: `${consultant.firstName} ${consultant.lastName}`,
      unreadCount: 0,
      lastMessageAt: null,
      isActive: true,
    });
    expect((await kit.conversationFor(consultant, ticket.id)).id).toBe(conversation.id);
    expect((await kit.conversationFor(kit.admin, ticket.id)).id).toBe(conversation.id);
    const viaBody = await kit.send('POST', '/api/messaging/conversations', customer, { orderId: ticket.id });
    expect(expectBody(viaBody, 200, conversationSchema).id).toBe(conversation.id);
  });

  it('POST conversations: 400 without an orderId', async () => {
    expectError(await kit.send('POST', '/api/messaging/conversations', thread.customer, {}), 400, /orderId/);
  });
});

describe('GET conversations/{id}, by-order/{orderId} and the list', () => {
  it("someone else's conversation is a 404, never a 200 or a 403", async () => {
    const other = await kit.newThread();
    expectError(
      await kit.send('GET', `/api/messaging/conversations/${other.conversation.id}`, thread.customer),
      404,
      MESSAGING_MESSAGES.conversationNotFound,
    );
    expectError(
      await kit.send('GET', `/api/messaging/conversations/${other.conversation.id}`, thread.consultant),
      404,
      MESSAGING_MESSAGES.conversationNotFound,
    );
    expectError(
      await kit.send('GET', `/api/messaging/conversations/by-order/${other.ticket.id}`, thread.customer),
      404,
      /not found/,
    );
    const admin = await kit.send('GET', `/api/messaging/conversations/${other.conversation.id}`, kit.admin);
    expect(expectBody(admin, 200, conversationSchema).id).toBe(other.conversation.id);
  });

  it('by-order answers 404 while the order has no conversation', async () => {
    const types = await kit.taxonomy();
    const consultant = await kit.newConsultant({ skills: [{ typeId: types.typeId }] });
    const ticket = await kit.book(thread.customer, consultant, types);
    expectError(
      await kit.send('GET', `/api/messaging/conversations/by-order/${ticket.id}`, thread.customer),
      404,
      MESSAGING_MESSAGES.conversationNotFound,
    );
    await kit.conversationFor(thread.customer, ticket.id);
    const found = await kit.send('GET', `/api/messaging/conversations/by-order/${ticket.id}`, consultant);
    expect(expectBody(found, 200, conversationSchema).orderId).toBe(ticket.id);
  });

  it("lists the viewer's conversations (admins all), newest activity first, with unread counts", async () => {
    const customer = await kit.newCustomer();
    const types = await kit.taxonomy();
    const consultant = await kit.newConsultant({ skills: [{ typeId: types.typeId }] });
    const first = await kit.conversationFor(customer, (await kit.book(customer, consultant, types)).id);
    const second = await kit.conversationFor(customer, (await kit.book(customer, consultant, types)).id);
    await kit.sendText(consultant, first.id, 'Hello about the first');

    const page = expectBody(
      await kit.send('GET', '/api/messaging/conversations?page=1&pageSize=10', customer),
      200,
      conversationPageSchema,
    );
    expect(page.items.map((item) => [item.id, item.unreadCount])).toEqual([
      [first.id, 1],
      [second.id, 0],
    ]);
    expect(page).toMatchObject({ page: 1, pageSize: 10, totalCount: 2, isTotalCapped: false, totalPages: 1 });

    const defaults = expectBody(
      await kit.send('GET', '/api/messaging/conversations', customer),
      200,
      conversationPageSchema,
    );
    expect(defaults.pageSize).toBe(20);
    const all = expectBody(
      await kit.send('GET', '/api/messaging/conversations', kit.admin),
      200,
      conversationPageSchema,
    );
    expect(all.totalCount).toBeGreaterThanOrEqual(4);
    expectError(
      await kit.send('GET', '/api/messaging/conversations?pageSize=101', customer),
      400,
      /pageSize/,
    );
    expectError(await kit.send('GET', '/api/messaging/conversations', NO_TOKEN), ...AUTHENTICATION_REQUIRED);
  });
});

describe('PUT conversations/{id}/status (archive and restore)', () => {
  it('401, 400, 404 for a stranger, then a participant or an admin archives and restores', async () => {
    const { conversation, customer, consultant } = await kit.newThread();
    const url = `/api/messaging/conversations/${conversation.id}/status`;
    expectError(await kit.send('PUT', url, NO_TOKEN, { isActive: false }), ...AUTHENTICATION_REQUIRED);
    expectError(
      await kit.send('PUT', url, customer, { isActive: 'no' }),
      400,
      'isActive must be true or false',
    );
    expectError(
      await kit.send('PUT', url, thread.customer, { isActive: false }),
      404,
      MESSAGING_MESSAGES.conversationNotFound,
    );

    expectBody(await kit.send('PUT', url, consultant, { isActive: false }), 200, successResponseSchema);
    const archived = await kit.send('GET', `/api/messaging/conversations/${conversation.id}`, customer);
    expect(expectBody(archived, 200, conversationSchema).isActive).toBe(false);
    expectBody(await kit.send('PUT', url, kit.admin, { isActive: true }), 200, successResponseSchema);
    const restored = await kit.send('GET', `/api/messaging/conversations/${conversation.id}`, customer);
    expect(expectBody(restored, 200, conversationSchema).isActive).toBe(true);
  });
});

describe('the messaging flag', () => {
  it('switched off mid-session: every messaging call is 403, in clear words; on again, it works', async () => {
    await kit.setSetting('MessagingEnabled', 'false');
    try {
      const calls: Array<[Parameters<typeof kit.send>[0], string, unknown?]> = [
        ['GET', '/api/messaging/conversations'],
        ['GET', `/api/messaging/conversations/${thread.conversation.id}`],
        ['POST', `/api/messaging/conversations/for-order/${thread.ticket.id}`],
        ['POST', '/api/messaging/messages', { conversationId: thread.conversation.id, content: 'Hi' }],
        ['GET', '/api/messaging/unread-count'],
        ['GET', '/api/messaging/file-upload-info'],
        ['POST', '/api/messaging/messages/mark-read', { messageIds: [] }],
      ];
      for (const [method, url, body] of calls) {
        expectError(await kit.send(method, url, thread.customer, body), 403, MESSAGING_MESSAGES.unavailable);
      }
      expectError(
        await kit.send('GET', '/api/messaging/unread-count', kit.admin),
        403,
        MESSAGING_MESSAGES.unavailable,
      );
      // The token still comes first.
      expectError(await kit.send('GET', '/api/messaging/unread-count', NO_TOKEN), ...AUTHENTICATION_REQUIRED);
    } finally {
      await kit.setSetting('MessagingEnabled', 'true');
    }
    expect((await kit.send('GET', '/api/messaging/unread-count', thread.customer)).statusCode).toBe(200);
  });

  it('paths match case-insensitively like the rest of the API', async () => {
    const response = await kit.send(
      'GET',
      `/api/Messaging/Conversations/${thread.conversation.id}`,
      thread.customer,
    );
    expect(expectBody(response, 200, conversationSchema).id).toBe(thread.conversation.id);
  });
});
