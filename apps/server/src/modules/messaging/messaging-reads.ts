import { aliasedTable, and, asc, desc, eq, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client';
import { withCompiledRows } from '../../db/compiled-rows';
import { conversations, messageAttachments, messages, tickets, users } from '../../db/schema';

/** The messaging repository's reads of conversations and threads, built or prepared once. */

const customer = aliasedTable(users, 'customer');
const consultant = aliasedTable(users, 'consultant');

/** Conversations with their ticket's number and status, both names and the reader's unread count. */
export function selectConversations(tx: DbExecutor, readerId: string | Placeholder) {
  return tx
    .select({
      id: conversations.id,
      ticketId: conversations.ticketId,
      orderNumber: tickets.orderNumber,
      ticketStatus: tickets.status,
      customerId: conversations.customerId,
      consultantId: conversations.consultantId,
      customerName: sql<string>`${customer.firstName} || ' ' || ${customer.lastName}`,
      consultantName: sql<string>`${consultant.firstName} || ' ' || ${consultant.lastName}`,
      subject: conversations.subject,
      isActive: conversations.isActive,
      messageCount: conversations.messageCount,
      lastMessageAt: conversations.lastMessageAt,
      createdAt: conversations.createdAt,
      // Served by the partial index messages_unread_idx (recipient_id, conversation_id).
      unreadCount: sql<number>`(SELECT count(*)::int FROM ${messages} WHERE ${messages.recipientId} = ${readerId} AND ${messages.conversationId} = ${conversations.id} AND ${messages.readAt} IS NULL)`,
    })
    .from(conversations)
    .innerJoin(tickets, eq(tickets.id, conversations.ticketId))
    .innerJoin(customer, eq(customer.id, conversations.customerId))
    .innerJoin(consultant, eq(consultant.id, conversations.consultantId));
}

/**
 * The statements every thread read runs (the conversation, a page of it, the page's files),
 * prepared: building them cost more than running them (decision 025, prepared statements).
 */
export function prepareThreadReads(db: Db) {
  const id = sql.placeholder('id');
  const userId = sql.placeholder('userId');
  const conversationBy = (where: SQL | undefined, name: string) =>
    withCompiledRows(
      selectConversations(db, sql.placeholder('readerId')).where(where).limit(1).prepare(name),
    );
  const page = (before: SQL | undefined, name: string) =>
    withCompiledRows(
      db
        .select()
        .from(messages)
        .where(and(eq(messages.conversationId, sql.placeholder('conversationId')), before))
        .orderBy(desc(messages.sentAt), desc(messages.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(name),
    );
  return {
    conversation: {
      participant: conversationBy(
        and(
          eq(conversations.id, id),
          or(eq(conversations.customerId, userId), eq(conversations.consultantId, userId)),
        ),
        'conversation_of_participant',
      ),
      all: conversationBy(eq(conversations.id, id), 'conversation_by_id'),
    },
    messages: {
      newest: page(undefined, 'conversation_messages_page'),
      // Keyset: strictly older than the given message, compared in the database (microseconds).
      before: page(
        sql`(${messages.sentAt}, ${messages.id}) < (SELECT m.sent_at, m.id FROM ${messages} m WHERE m.id = ${sql.placeholder('beforeId')})`,
        'conversation_messages_before',
      ),
    },
    attachments: withCompiledRows(
      db
        .select()
        .from(messageAttachments)
        .where(sql`${messageAttachments.messageId} = any(${sql.placeholder('messageIds')})`)
        .orderBy(asc(messageAttachments.createdAt), asc(messageAttachments.id))
        .prepare('message_attachments_of'),
    ),
  };
}
