import type { MessageType } from '@basisdesk/shared';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tickets } from './tickets';
import { users } from './users';

/**
 * One conversation per ticket (decision 017) between its customer and its consultant, copied from
 * the ticket when the conversation is made. `message_count` and `last_message_at` are kept by the
 * writes that add and remove messages, in their transaction: a page of messages never counts rows.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .unique('conversations_ticket_unique')
      .references(() => tickets.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consultantId: uuid('consultant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    messageCount: integer('message_count').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The lists' order (most recently active first), whole: each list is one range of its index,
    // a participant's per side, an admin's of the whole table, read only as far as the page.
    index('conversations_customer_idx').on(
      table.customerId,
      table.lastMessageAt.desc().nullsLast(),
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('conversations_consultant_idx').on(
      table.consultantId,
      table.lastMessageAt.desc().nullsLast(),
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('conversations_recent_idx').on(
      table.lastMessageAt.desc().nullsLast(),
      table.createdAt.desc(),
      table.id.desc(),
    ),
    check('conversations_message_count_not_negative', sql`${table.messageCount} >= 0`),
  ],
);

/**
 * A message. `recipient_id` is the other party when it was sent (null for system messages, which
 * nobody has to read) and `read_at` when that party marked it read: "unread for me" is
 * `recipient_id = me AND read_at IS NULL`, one partial index, so the unread count never scans.
 * Deleting a message removes the row (and its attachments' rows by cascade).
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as sent: the thread still reads right after the sender is renamed or removed. */
    senderName: text('sender_name').notNull(),
    recipientId: uuid('recipient_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    messageType: text('message_type').$type<MessageType>().notNull(),
    isEdited: boolean('is_edited').notNull().default(false),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    // Ascending: read backwards it is exactly ORDER BY sent_at DESC, id DESC (the newest page).
    index('messages_conversation_sent_idx').on(table.conversationId, table.sentAt, table.id),
    index('messages_unread_idx')
      .on(table.recipientId, table.conversationId)
      .where(sql`${table.readAt} IS NULL`),
    check('messages_type_known', sql`${table.messageType} IN ('text', 'system', 'file')`),
    check('messages_content_length', sql`char_length(${table.content}) <= 4000`),
  ],
);

/**
 * A file on a file message. The bytes live in the file store under `storage_key`, a random id:
 * never the file's name, which is kept only to be shown and offered on download.
 */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique('message_attachments_storage_key_unique'),
    originalFileName: text('original_file_name').notNull(),
    contentType: text('content_type').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('message_attachments_message_idx').on(table.messageId, table.createdAt)],
);
