import { beforeAll, beforeEach, expect, it } from 'vitest';
import { recordLiveEvents, type Thread, useMessagingKit } from '../../../test/messaging-kit';

const { published, deps } = recordLiveEvents();
const kit = useMessagingKit({ now: '2026-05-04T08:00:00.000Z', deps });
let thread: Thread;

beforeAll(async () => {
  thread = await kit.newThread();
});
beforeEach(() => {
  published.length = 0;
});

const types = () => published.map(({ userIds, event }) => [event.type, userIds]);

it('a new message: message.created to both parties (the REST DTO), unread.changed to the recipient', async () => {
  const message = await kit.sendText(thread.customer, thread.conversation.id, 'Hello');
  expect(types()).toEqual([
    ['message.created', [thread.customer.id, thread.consultant.id]],
    ['unread.changed', [thread.consultant.id]],
  ]);
  expect(published[0]?.event.data).toEqual(message);
  expect(published[1]?.event.data).toEqual({ unreadCount: 1 });
});

it('mark-read tells the sender (messages.read) and the reader (unread.changed)', async () => {
  const message = await kit.sendText(thread.consultant, thread.conversation.id, 'Read me');
  published.length = 0;
  await kit.send('POST', '/api/messaging/messages/mark-read', thread.customer, { messageIds: [message.id] });
  expect(types()).toEqual([
    ['messages.read', [thread.consultant.id]],
    ['unread.changed', [thread.customer.id]],
  ]);
  expect(published[0]?.event.data).toEqual({
    conversationId: thread.conversation.id,
    messageIds: [message.id],
    readerId: thread.customer.id,
  });
});

it('edit, delete, archive and a status change are told to both parties', async () => {
  const message = await kit.sendText(thread.customer, thread.conversation.id, 'Draft');
  published.length = 0;
  await kit.send('PUT', `/api/messaging/messages/${message.id}`, thread.customer, { content: 'Final' });
  await kit.send('DELETE', `/api/messaging/messages/${message.id}`, thread.customer);
  await kit.send('PUT', `/api/messaging/conversations/${thread.conversation.id}/status`, thread.customer, {
    isActive: false,
  });
  await kit.moveTo(thread.consultant, thread.ticket.id, 'InProgress');
  const both = [thread.customer.id, thread.consultant.id];
  expect(types()).toEqual([
    ['message.updated', both],
    ['message.deleted', both],
    ['unread.changed', [thread.consultant.id]],
    ['conversation.updated', [thread.customer.id]],
    ['conversation.updated', [thread.consultant.id]],
    ['message.created', both],
  ]);
  const system = published.at(-1)?.event;
  expect(system?.type === 'message.created' && system.data.messageType).toBe('system');
});
