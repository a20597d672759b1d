import { z } from 'zod';
import { idSchema, pageQueryFields } from '../common/primitives.schema';
import { TICKET_COUNT_CAP } from '../tickets/tickets.limits';
import {
  CONVERSATIONS_DEFAULT_PAGE_SIZE,
  MARK_READ_MAX_IDS,
  MESSAGE_CONTENT_MAX_LENGTH,
  MESSAGES_DEFAULT_PAGE_SIZE,
  MESSAGING_MAX_PAGE_SIZE,
} from './messaging.limits';
import { MESSAGING_MESSAGES } from './messaging.messages';

export * from './messaging.events';

export * from './messaging.limits';
export * from './messaging.messages';

export const MESSAGE_TYPES = ['text', 'system', 'file'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
/** What a person may send: system messages are the server's own. */
export const SENDABLE_MESSAGE_TYPES = ['text', 'file'] as const;

/** Spec §3 "Attachment". */
export const attachmentSchema = z.object({
  id: z.uuid(),
  messageId: z.uuid(),
  originalFileName: z.string(),
  contentType: z.string(),
  fileSize: z.number().int().describe('Bytes'),
  createdAt: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** Spec §3 "Message". `isRead`: read by the other party. `senderId` is null for system messages. */
export const messageSchema = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  senderId: z.uuid().nullable(),
  senderName: z.string(),
  content: z.string(),
  messageType: z.enum(MESSAGE_TYPES),
  sentAt: z.string(),
  isEdited: z.boolean(),
  isRead: z.boolean(),
  attachments: z.array(attachmentSchema),
});
export type Message = z.infer<typeof messageSchema>;

/** Spec §3 "Conversation". `unreadCount` is the viewer's. */
export const conversationSchema = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  orderNumber: z.string(),
  customerId: z.uuid(),
  consultantId: z.uuid(),
  customerName: z.string(),
  consultantName: z.string(),
  subject: z.string(),
  unreadCount: z.number().int(),
  lastMessageAt: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

const pageQuery = (defaultSize: number) =>
  z.object(pageQueryFields({ defaultSize, maxSize: MESSAGING_MAX_PAGE_SIZE }));

/** GET conversations?page&pageSize (defaults 1 and 20). */
export const conversationsQuerySchema = pageQuery(CONVERSATIONS_DEFAULT_PAGE_SIZE);
export type ConversationsQuery = z.infer<typeof conversationsQuerySchema>;
/**
 * GET conversations/{id}/messages?page&pageSize (defaults 1 and 50). Page 1 is the newest.
 * `before` (a message id of this thread) asks instead for the `pageSize` messages older than that
 * one: a keyset read that costs the same however deep (for "load older" scrolling); `page` is
 * then ignored.
 */
export const messagesQuerySchema = pageQuery(MESSAGES_DEFAULT_PAGE_SIZE).extend({
  before: z.uuid({ error: 'before must be a valid message id' }).optional(),
});
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;

export const conversationPageSchema = z.object({
  items: z.array(conversationSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  isTotalCapped: z
    .boolean()
    .describe(
      `true when an admin's list holds more than ${TICKET_COUNT_CAP} conversations: totalCount is then ${TICKET_COUNT_CAP}, read "10,000+"`,
    ),
  totalPages: z.number().int(),
});
export type ConversationPage = z.infer<typeof conversationPageSchema>;

/** Page 1 holds the newest messages; inside a page the newest is last (ready to show). */
export const messagePageSchema = z.object({
  items: z.array(messageSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
  hasMore: z.boolean().describe('Older messages exist beyond this page'),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

export const orderIdParamsSchema = z.object({ orderId: idSchema });

/** POST conversations: "body per caller" — the order to talk about (same as for-order). */
export const createConversationBodySchema = z.strictObject({
  orderId: z.uuid({ error: 'orderId must be a valid id' }),
});
export type CreateConversationBody = z.infer<typeof createConversationBodySchema>;

/** PUT conversations/{id}/status: Archive (false) and Restore (true). */
export const conversationStatusBodySchema = z.strictObject({
  isActive: z.boolean({ error: 'isActive must be true or false' }),
});
export type ConversationStatusBody = z.infer<typeof conversationStatusBodySchema>;

const content = z
  .string({ error: MESSAGING_MESSAGES.contentRequired })
  .trim()
  .max(MESSAGE_CONTENT_MAX_LENGTH, MESSAGING_MESSAGES.contentTooLong(MESSAGE_CONTENT_MAX_LENGTH));

/**
 * POST messages. A text message needs non-blank content. A file message may have blank content
 * (the server stores 'Shared N file(s)' once files are attached; until then it reads 'Shared 0
 * file(s)'); its files follow with POST messages/{id}/attachments, one per call.
 */
export const sendMessageBodySchema = z
  .strictObject({
    conversationId: z.uuid({ error: 'conversationId must be a valid id' }),
    content: content.optional().default(''),
    messageType: z
      .enum(SENDABLE_MESSAGE_TYPES, { error: "messageType must be 'text' or 'file'" })
      .default('text'),
  })
  .refine((body) => body.messageType === 'file' || body.content.length > 0, {
    message: MESSAGING_MESSAGES.contentRequired,
    path: ['content'],
  });
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;
export type SendMessageInput = z.input<typeof sendMessageBodySchema>;

/** PUT messages/{id}: new text (text messages only, by the sender). */
export const editMessageBodySchema = z.strictObject({
  content: content.min(1, MESSAGING_MESSAGES.contentRequired),
});
export type EditMessageBody = z.infer<typeof editMessageBodySchema>;

/** POST messages/mark-read. */
export const markReadBodySchema = z.strictObject({
  messageIds: z
    .array(z.uuid({ error: 'messageIds must be valid ids' }), { error: 'messageIds must be a list of ids' })
    .max(MARK_READ_MAX_IDS, `At most ${MARK_READ_MAX_IDS} messageIds at once`),
});
export type MarkReadBody = z.infer<typeof markReadBodySchema>;
export const markReadResponseSchema = z.object({
  success: z.literal(true),
  markedCount: z.number().int(),
});

export const successResponseSchema = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof successResponseSchema>;

/** GET unread-count: every unread message from others across the viewer's conversations. */
export const unreadCountSchema = z.object({ unreadCount: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** GET file-upload-info (spec §3 "Messaging settings"). */
export const fileUploadInfoSchema = z.object({
  allowedFileTypes: z.array(z.string()).describe('Lower-case extensions without the dot'),
  maxFileSize: z.number().int().describe('Bytes'),
  maxFileSizeMB: z.number().int(),
});
export type FileUploadInfo = z.infer<typeof fileUploadInfoSchema>;

/** POST file-checks?size=: the whole file's size in bytes (the request carries only its first bytes). */
export const fileCheckQuerySchema = z.object({
  size: z.coerce
    .number({ error: 'size must be a whole number of bytes' })
    .int()
    .min(0)
    .max(Number.MAX_SAFE_INTEGER),
});

/**
 * Live events (SSE), each sent to the users it concerns after the change is committed. `data` is
 * the same DTO the REST API returns, seen by the receiver where it differs (unreadCount, isRead).
 * Their names are in messaging.events.ts.
 */
export const liveEventSchema = z.discriminatedUnion('type', [
  /** A text, file or system message (system: a ticket status change). */
  z.object({ type: z.literal('message.created'), data: messageSchema }),
  /** Edited text, or a file message whose attachments changed. */
  z.object({ type: z.literal('message.updated'), data: messageSchema }),
  z.object({
    type: z.literal('message.deleted'),
    data: z.object({ id: z.uuid(), conversationId: z.uuid() }),
  }),
  /** The reader marked these messages read: the sender's copies now show isRead. */
  z.object({
    type: z.literal('messages.read'),
    data: z.object({ conversationId: z.uuid(), messageIds: z.array(z.uuid()), readerId: z.uuid() }),
  }),
  /** Archived or restored (isActive), or a new message moved lastMessageAt. */
  z.object({ type: z.literal('conversation.updated'), data: conversationSchema }),
  /** The receiver's new total, as GET unread-count answers it. */
  z.object({ type: z.literal('unread.changed'), data: unreadCountSchema }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
