import type { UnreadCount } from '@basisdesk/shared';
import type { MessagingRepository } from '../messaging.repository';
import type { Viewer } from '../messaging-access';

/** GET unread-count: every message addressed to the viewer and still unread (the badge). */
export function unreadCount({ repo }: { repo: MessagingRepository }) {
  return async (viewer: Viewer): Promise<UnreadCount> => ({ unreadCount: await repo.countUnread(viewer.id) });
}

/** How many unread messages one mail quotes; the link leads to the rest. */
const UNREAD_MESSAGES_IN_MAIL = 10;

/** An unread message as the unread-messages mail quotes it. */
export interface UnreadMessageText {
  senderName: string;
  sentAt: Date;
  text: string;
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
export function listUnreadForMail({
  repo,
}: {
  repo: Pick<MessagingRepository, 'listUnreadTo' | 'listAttachments'>;
}) {
  return async (
    conversationId: string,
    recipientId: string,
    sentBefore: Date,
  ): Promise<UnreadMessageText[]> => {
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
  };
}
