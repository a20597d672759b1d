import { UNREAD_MESSAGE_QUIET_MINUTES } from '@basisdesk/shared';
import type { DomainEvents } from '../../lib/domain-events';
import type { MessageEvents } from '../messaging/message.events';
import type { NotificationDraft } from './notification-drafts';
import type { NotificationsService } from './notifications.service';

const QUIET_MS = UNREAD_MESSAGE_QUIET_MINUTES * 60_000;

/**
 * The mail a sent message may cause: due when the quiet period after it ends, and keyed by the
 * conversation, the recipient and the quiet period the message falls in. Every later message of
 * the same period writes the same key, which the outbox drops, so a burst makes one mail, and two
 * messages sent at once cannot make two (the key is unique in the table).
 */
export function unreadMessageNotice(message: {
  conversationId: string;
  ticketId: string;
  recipientId: string;
  sentAt: Date;
}): NotificationDraft {
  const period = Math.floor(message.sentAt.getTime() / QUIET_MS);
  return {
    event: 'messages.unread',
    recipientId: message.recipientId,
    ticketId: message.ticketId,
    dedupeKey: `messages:${message.conversationId}:${message.recipientId}:${period}`,
    payload: { conversationId: message.conversationId, firstMessageAt: message.sentAt.toISOString() },
    runAt: new Date(message.sentAt.getTime() + QUIET_MS),
  };
}

/**
 * The unread-message mail (decision 024): its outbox row is written in the message's own
 * transaction, so a message that rolls back mails nothing and one that commits is certain to be
 * considered; it is sent only if still unread when the quiet period ends (read at delivery).
 */
export function registerMessageMails(
  bus: Pick<DomainEvents<MessageEvents>, 'on'>,
  { notifications }: { notifications: Pick<NotificationsService, 'enqueue'> },
) {
  bus.on('message.created', async ({ message, ticketId, recipientId, sentAt }, tx) => {
    // A system message has no recipient: nobody has to read it.
    if (!recipientId) return;
    await notifications.enqueue(tx, [
      unreadMessageNotice({ conversationId: message.conversationId, ticketId, recipientId, sentAt }),
    ]);
  });
}
