import { type Attachment, type Conversation, MESSAGING_MESSAGES, type Message } from '@basisdesk/shared';
import type { AttachmentRow, ConversationRow, MessageRow } from './messaging.repository';

// Conversations, messages and attachments as the API writes them (the rows' times as ISO text).

export const toConversation = (row: ConversationRow): Conversation => ({
  id: row.id,
  orderId: row.ticketId,
  orderNumber: row.orderNumber,
  customerId: row.customerId,
  consultantId: row.consultantId,
  customerName: row.customerName,
  consultantName: row.consultantName,
  subject: row.subject,
  unreadCount: row.unreadCount,
  lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
});

export const toAttachment = (row: AttachmentRow): Attachment => ({
  id: row.id,
  messageId: row.messageId,
  originalFileName: row.originalFileName,
  contentType: row.contentType,
  fileSize: row.fileSize,
  createdAt: row.createdAt.toISOString(),
});

/** A file message sent without text reads 'Shared N file(s)' (spec §5), N counted as it is now. */
export const toMessage = (row: MessageRow, attachments: AttachmentRow[]): Message => ({
  id: row.id,
  conversationId: row.conversationId,
  senderId: row.senderId,
  senderName: row.senderName,
  content:
    row.messageType === 'file' && row.content === ''
      ? MESSAGING_MESSAGES.sharedFiles(attachments.length)
      : row.content,
  messageType: row.messageType,
  sentAt: row.sentAt.toISOString(),
  isEdited: row.isEdited,
  isRead: row.readAt !== null,
  attachments: attachments.map(toAttachment),
});
