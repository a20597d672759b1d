import { UNREAD_MESSAGE_QUIET_MINUTES } from '@basisdesk/shared';
import type { NotificationDraft } from '../notifications/notification-drafts';
import type { UnreadMessage } from '../notifications/notification-mail';
import type { MessagingRepository } from './messaging.repository';

const QUIET_MS = UNREAD_MESSAGE_QUIET_MINUTES * 60_000;

/** How many unread messages one mail quotes; the link leads to the rest. */
const UNREAD_MESSAGES_IN_MAIL = 10;

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

/** An attachment-only message, as the mail quotes it. */
const sentFilesText = (names: string[]) =>
  names.length === 1 ? `Sent a file: ${names[0]}` : `Sent ${names.length} files: ${names.join(', ')}`;

/**
 * What the unread-messages mail quotes, read when it goes out: the messages to the recipient in
 * the conversation still unread, sent at or before `sentBefore`, oldest first. A file message
 * whose files never arrived, and has no text, says nothing and is left out. An empty answer means
 * everything was read meanwhile, and the mail is not sent.
 */
export async function listUnreadForMail(
  repo: Pick<MessagingRepository, 'listUnreadTo' | 'listAttachments'>,
  conversationId: string,
  recipientId: string,
  sentBefore: Date,
): Promise<UnreadMessage[]> {
  const rows = await repo.listUnreadTo(conversationId, recipientId, sentBefore, UNREAD_MESSAGES_IN_MAIL);
  const fileOnly = rows.filter((row) => row.content === '');
  const attachments = await repo.listAttachments(fileOnly.map((row) => row.id));
  return rows.flatMap((row) => {
    const names = attachments
      .filter((attachment) => attachment.messageId === row.id)
      .map((attachment) => attachment.originalFileName);
    const text = row.content !== '' ? row.content : names.length > 0 ? sentFilesText(names) : null;
    return text === null ? [] : [{ senderName: row.senderName, sentAt: row.sentAt, text }];
  });
}
