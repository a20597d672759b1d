import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { messagingKeys } from './api/messaging-keys';
import {
  applyLiveEvent,
  onConversationUpdated,
  onMessageCreated,
  onMessageDeleted,
  onMessagesRead,
  onMessageUpdated,
  onUnreadChanged,
} from './live-events';
import { CONVERSATION, conversation, message, page } from './test-fixtures';
import { type ThreadData, threadMessages } from './thread';

function clientWithThread() {
  const queryClient = new QueryClient();
  const data: ThreadData = { pages: [page(1, [message(1)])], pageParams: [1] };
  queryClient.setQueryData(messagingKeys.messages(CONVERSATION), data);
  const thread = () =>
    threadMessages(queryClient.getQueryData<ThreadData>(messagingKeys.messages(CONVERSATION))!.pages);
  return { queryClient, thread };
}

describe('live events change the cache once per event, by id', () => {
  it('adds a created message once, even when the sender also gets it live', () => {
    const { queryClient, thread } = clientWithThread();
    onMessageCreated(queryClient, message(2));
    onMessageCreated(queryClient, message(2));
    expect(thread().map((item) => item.content)).toEqual(['message 1', 'message 2']);
  });

  it('updates, marks read and removes', () => {
    const { queryClient, thread } = clientWithThread();
    onMessageUpdated(queryClient, message(1, { content: 'changed', isEdited: true }));
    expect(thread()[0]!.content).toBe('changed');
    onMessagesRead(queryClient, { conversationId: CONVERSATION, messageIds: [message(1).id] });
    expect(thread()[0]!.isRead).toBe(true);
    onMessageDeleted(queryClient, { id: message(1).id, conversationId: CONVERSATION });
    expect(thread()).toEqual([]);
  });

  it('stores the conversation and the unread total as sent', () => {
    const queryClient = new QueryClient();
    onConversationUpdated(queryClient, conversation({ isActive: false }));
    expect(queryClient.getQueryData(messagingKeys.conversation(CONVERSATION))).toMatchObject({
      isActive: false,
    });
    onUnreadChanged(queryClient, { unreadCount: 12 });
    expect(queryClient.getQueryData(messagingKeys.unreadCount())).toBe(12);
  });
});

describe('applyLiveEvent', () => {
  it('hands each event to its own cache change', () => {
    const { queryClient, thread } = clientWithThread();
    applyLiveEvent(queryClient, { type: 'message.created', data: message(2) });
    applyLiveEvent(queryClient, {
      type: 'message.deleted',
      data: { id: message(1).id, conversationId: CONVERSATION },
    });
    expect(thread().map((item) => item.content)).toEqual(['message 2']);
    applyLiveEvent(queryClient, { type: 'unread.changed', data: { unreadCount: 3 } });
    expect(queryClient.getQueryData(messagingKeys.unreadCount())).toBe(3);
  });
});
