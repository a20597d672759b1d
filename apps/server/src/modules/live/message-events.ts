import type { LiveEvent, LiveEventType } from '@basisdesk/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { DomainEvents } from '../../lib/domain-events';
import type { MessageEvents, UnreadOf } from '../messaging/message.events';

/** Who hears of messaging changes: the live hub, or a test's recorder (AppDeps.messagingEvents). */
export interface MessageEventPublisher {
  publish(userIds: string[], event: LiveEvent): void;
}

/**
 * Messaging's changes as live events (decisions 017, 018), published once the change has
 * committed, never for one that rolled back: `message.created`, `message.updated` (edits, files
 * added or removed), `message.deleted`, `messages.read` (to the senders), `conversation.updated`
 * (each party their own view) and `unread.changed` (the new total of whoever's badge moved). A
 * publisher that fails is logged and never fails the request: a live event is a hint to refetch.
 */
export function registerMessageEvents(
  bus: Pick<DomainEvents<MessageEvents>, 'on'>,
  { live, log }: { live: MessageEventPublisher; log: Pick<FastifyBaseLogger, 'warn'> },
) {
  function publish(userIds: string[], event: LiveEvent) {
    try {
      live.publish(userIds, event);
    } catch (error) {
      const type: LiveEventType = event.type;
      log.warn({ err: error, event: type }, 'Live event not published');
    }
  }
  const tellUnread = (unread: UnreadOf | null) => {
    if (unread)
      publish([unread.userId], { type: 'unread.changed', data: { unreadCount: unread.unreadCount } });
  };

  bus.on('message.created', async ({ message, parties, unread }) => () => {
    publish(parties, { type: 'message.created', data: message });
    tellUnread(unread);
  });
  bus.on('message.edited', async ({ message, parties }) => () => {
    publish(parties, { type: 'message.updated', data: message });
  });
  bus.on('message.files-changed', async ({ message, parties }) => () => {
    publish(parties, { type: 'message.updated', data: message });
  });
  bus.on('message.deleted', async ({ messageId, conversationId, parties, unread }) => () => {
    publish(parties, { type: 'message.deleted', data: { id: messageId, conversationId } });
    tellUnread(unread);
  });
  bus.on('messages.read', async ({ readerId, conversations, unread }) => () => {
    for (const { conversationId, messageIds, senderIds } of conversations) {
      publish(senderIds, { type: 'messages.read', data: { conversationId, messageIds, readerId } });
    }
    tellUnread(unread);
  });
  bus.on('conversation.status-changed', async ({ views }) => () => {
    for (const { userId, conversation } of views) {
      publish([userId], { type: 'conversation.updated', data: conversation });
    }
  });
}
