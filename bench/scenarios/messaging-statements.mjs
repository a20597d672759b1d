// The statements the messaging routes run, as Drizzle builds them: captured from the pg driver
// (a preload wrapping pg.Client.prototype.query) while the built server answered
// GET /api/messaging/conversations/{id}/messages and POST /api/messaging/messages once.
// Keep in step with messaging.repository.ts (findConversation, listMessages, listAttachments,
// insertMessage, countUnread), messaging use cases (list-thread, send-message) and
// settings.service.ts isEnabled() (assertEnabled): a different query would make the comparison
// meaningless.

import crypto from 'node:crypto';

export const MESSAGING = {
  /** assertEnabled(): the MessagingEnabled flag, read on every messaging request (prepared). */
  flag: {
    name: 'system_setting_by_key',
    text:
      'select "system_settings"."key", "system_settings"."value", "system_settings"."updated_at", ' +
      `nullif(trim("users"."first_name" || ' ' || "users"."last_name"), '') from "system_settings" ` +
      'left join "users" on "users"."id" = "system_settings"."updated_by" where "system_settings"."key" = $1 limit $2',
  },
  /** findConversation(id, participant scope, reader): with the reader's unread count (prepared). */
  findConversation: {
    name: 'conversation_of_participant',
    text:
      'select "conversations"."id", "conversations"."ticket_id", "tickets"."order_number", "tickets"."status", ' +
      '"conversations"."customer_id", "conversations"."consultant_id", ' +
      `"customer"."first_name" || ' ' || "customer"."last_name", "consultant"."first_name" || ' ' || "consultant"."last_name", ` +
      '"conversations"."subject", "conversations"."is_active", "conversations"."message_count", ' +
      '"conversations"."last_message_at", "conversations"."created_at", (SELECT count(*)::int FROM "messages" ' +
      'WHERE "messages"."recipient_id" = $1 AND "messages"."conversation_id" = "conversations"."id" AND ' +
      '"messages"."read_at" IS NULL) from "conversations" inner join "tickets" on "tickets"."id" = "conversations"."ticket_id" ' +
      'inner join "users" "customer" on "customer"."id" = "conversations"."customer_id" ' +
      'inner join "users" "consultant" on "consultant"."id" = "conversations"."consultant_id" ' +
      'where ("conversations"."id" = $2 and ("conversations"."customer_id" = $3 or "conversations"."consultant_id" = $4)) limit $5',
  },
  /** listMessages(): the newest page plus one (whether older ones exist), prepared. */
  listMessages: {
    name: 'conversation_messages_page',
    text:
      'select "id", "conversation_id", "sender_id", "sender_name", "recipient_id", "content", "message_type", ' +
      '"is_edited", "sent_at", "read_at" from "messages" where "messages"."conversation_id" = $1 ' +
      'order by "messages"."sent_at" desc, "messages"."id" desc limit $2 offset $3',
  },
  /** listAttachments(ids): the page's files, one array parameter (prepared). */
  listAttachments: {
    name: 'message_attachments_of',
    text:
      'select "id", "message_id", "storage_key", "original_file_name", "content_type", "file_size", "created_at" ' +
      'from "message_attachments" where "message_attachments"."message_id" = any($1) ' +
      'order by "message_attachments"."created_at" asc, "message_attachments"."id" asc',
  },
  insertMessage:
    'insert into "messages" ("id", "conversation_id", "sender_id", "sender_name", "recipient_id", "content", ' +
    '"message_type", "is_edited", "sent_at", "read_at") values (default, $1, $2, $3, $4, $5, $6, default, ' +
    'clock_timestamp(), default) returning "id", "conversation_id", "sender_id", "sender_name", "recipient_id", ' +
    '"content", "message_type", "is_edited", "sent_at", "read_at"',
  /** notifications/message-mails.ts through notifications.repository.ts enqueue(): one per conversation, recipient and quiet period. */
  unreadNotice:
    'insert into "notifications" ("id", "recipient_id", "event", "category", "dedupe_key", "ticket_id", "payload", ' +
    '"status", "attempts", "run_at", "locked_until", "last_error", "subject", "message_id", "sent_at", "created_at") ' +
    'values (default, $1, $2, $3, $4, $5, $6, default, default, $7, default, default, default, $8, default, default) ' +
    'on conflict ("dedupe_key") do nothing',
  bumpConversation:
    'update "conversations" set "message_count" = "conversations"."message_count" + 1, "last_message_at" = ' +
    'GREATEST("conversations"."last_message_at", $1::timestamptz) where "conversations"."id" = $2',
  /** countUnread(recipient): the unread.changed event after a send. */
  countUnread:
    'select count(*) from "messages" where ("messages"."recipient_id" = $1 and "messages"."read_at" is null)',
};

/** UNREAD_MESSAGE_QUIET_MINUTES of the shared contracts: how long a message waits before it is mailed. */
const QUIET_MS = 5 * 60_000;

/** unreadMessageNotice()'s row for a message just sent, as unreadNotice's values. */
export function unreadNoticeValues({ conversationId, ticketId, recipientId, sentAt }) {
  const period = Math.floor(sentAt.getTime() / QUIET_MS);
  return [
    recipientId,
    'messages.unread',
    'messages',
    `messages:${conversationId}:${recipientId}:${period}`,
    ticketId,
    JSON.stringify({ conversationId, firstMessageAt: sentAt.toISOString() }),
    new Date(sentAt.getTime() + QUIET_MS).toISOString(),
    `<${crypto.randomUUID()}@localhost>`,
  ];
}

/** The positions of findConversation's columns. */
export const CONVERSATION = {
  id: 0,
  ticketId: 1,
  ticketStatus: 3,
  customerId: 4,
  consultantId: 5,
  isActive: 9,
  messageCount: 10,
};

/** messaging-dto.ts toMessage() for a text message (the bench seeds and sends no files). */
export const toMessage = ([
  id,
  conversationId,
  senderId,
  senderName,
  ,
  content,
  messageType,
  isEdited,
  sentAt,
  readAt,
]) => ({
  id,
  conversationId,
  senderId,
  senderName,
  content,
  messageType,
  sentAt: sentAt.toISOString(),
  isEdited,
  isRead: readAt !== null,
  attachments: [],
});
