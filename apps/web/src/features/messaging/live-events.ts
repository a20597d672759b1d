import type {
  Conversation,
  LiveEvent,
  LiveEventType,
  Message,
} from '@basisdesk/shared/messaging/messaging.schema';
import type { QueryClient } from '@tanstack/react-query';
import { messagingKeys } from './api/messaging-keys';
import { markMessagesRead, removeMessage, type ThreadData, upsertMessage } from './thread';

/**
 * What each messaging change does to the cache, one function per live event (spec'd in the shared
 * `liveEventSchema`). The app's own mutations call them too, so a change looks the same whether it
 * was made here or arrived from the server. The app shell's table of live events (live-refresh)
 * takes them all from MESSAGING_LIVE_EFFECTS.
 */
export function onMessageCreated(queryClient: QueryClient, message: Message) {
  queryClient.setQueryData<ThreadData>(messagingKeys.messages(message.conversationId), (data) =>
    upsertMessage(data, message),
  );
  void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
  void queryClient.invalidateQueries({ queryKey: messagingKeys.unreadCount() });
}

export function onMessageUpdated(queryClient: QueryClient, message: Message) {
  queryClient.setQueryData<ThreadData>(messagingKeys.messages(message.conversationId), (data) =>
    upsertMessage(data, message),
  );
}

export function onMessageDeleted(queryClient: QueryClient, removed: { id: string; conversationId: string }) {
  queryClient.setQueryData<ThreadData>(messagingKeys.messages(removed.conversationId), (data) =>
    removeMessage(data, removed.id),
  );
  void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
  void queryClient.invalidateQueries({ queryKey: messagingKeys.unreadCount() });
}

export function onMessagesRead(
  queryClient: QueryClient,
  read: { conversationId: string; messageIds: string[] },
) {
  queryClient.setQueryData<ThreadData>(messagingKeys.messages(read.conversationId), (data) =>
    markMessagesRead(data, read.messageIds),
  );
}

export function onConversationUpdated(queryClient: QueryClient, conversation: Conversation) {
  queryClient.setQueryData(messagingKeys.conversation(conversation.id), conversation);
  void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations(), exact: false });
}

export function onUnreadChanged(queryClient: QueryClient, unread: { unreadCount: number }) {
  queryClient.setQueryData(messagingKeys.unreadCount(), unread.unreadCount);
}

type MessagingLiveEffects = {
  [Type in LiveEventType]: (
    queryClient: QueryClient,
    data: Extract<LiveEvent, { type: Type }>['data'],
  ) => void;
};

/** Every messaging event's cache change by its type. */
export const MESSAGING_LIVE_EFFECTS: MessagingLiveEffects = {
  'message.created': onMessageCreated,
  'message.updated': onMessageUpdated,
  'message.deleted': onMessageDeleted,
  'messages.read': onMessagesRead,
  'conversation.updated': onConversationUpdated,
  'unread.changed': onUnreadChanged,
};

export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent) {
  (MESSAGING_LIVE_EFFECTS[event.type] as (client: QueryClient, data: LiveEvent['data']) => void)(
    queryClient,
    event.data,
  );
}
