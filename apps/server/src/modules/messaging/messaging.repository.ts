import { TICKET_COUNT_CAP, type TicketStatus } from '@basisdesk/shared';
import { and, asc, count, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { countCapped, type ListTotal } from '../../db/capped-count';
import type { Db, DbExecutor, Tx } from '../../db/client';
import { refused, type Written, written } from '../../db/conflicts';
import { conversations, messageAttachments, messages } from '../../db/schema';
import { transactionOf } from '../../db/transaction';
import { prepareThreadReads, selectConversations } from './messaging-reads';

/** Whose conversations a read may see: a participant's own, or every one (admins). */
export type ConversationScope = { userId: string } | 'all';

export interface ConversationRow {
  id: string;
  ticketId: string;
  orderNumber: string;
  ticketStatus: TicketStatus;
  customerId: string;
  consultantId: string;
  customerName: string;
  consultantName: string;
  subject: string;
  isActive: boolean;
  messageCount: number;
  lastMessageAt: Date | null;
  createdAt: Date;
  /** Unread messages addressed to the reader the row was read for. */
  unreadCount: number;
}

export type MessageRow = typeof messages.$inferSelect;
export type AttachmentRow = typeof messageAttachments.$inferSelect;
export type NewMessageRow = Pick<
  typeof messages.$inferInsert,
  'conversationId' | 'senderId' | 'senderName' | 'recipientId' | 'content' | 'messageType'
> & { read: boolean };

const scopeCondition = (scope: ConversationScope): SQL | undefined =>
  scope === 'all'
    ? undefined
    : or(eq(conversations.customerId, scope.userId), eq(conversations.consultantId, scope.userId));

/**
 * Most recently active first, spelled as the list indexes are built (DESC NULLS LAST throughout):
 * PostgreSQL reads an index only for the order it was built in, whatever the columns' NOT NULL.
 */
const recentFirst = [
  sql`${conversations.lastMessageAt} desc nulls last`,
  sql`${conversations.createdAt} desc nulls last`,
  sql`${conversations.id} desc nulls last`,
];

/**
 * The ids of one page of a participant's conversations: as customer and as consultant, each side
 * read from its own index no further than the page's end, then merged in the list's order.
 */
function pageOfParticipant(userId: string, page: { limit: number; offset: number }): SQL {
  const reach = page.offset + page.limit;
  const side = (condition: SQL) => sql`(
    select ${conversations.id}, ${conversations.lastMessageAt}, ${conversations.createdAt}
    from ${conversations} where ${condition}
    order by ${sql.join(recentFirst, sql`, `)} limit ${reach})`;
  return sql`select mine.id from (
    ${side(eq(conversations.customerId, userId))}
    union all
    ${side(and(eq(conversations.consultantId, userId), ne(conversations.customerId, userId)) as SQL)}
  ) as mine
  order by mine.last_message_at desc nulls last, mine.created_at desc nulls last, mine.id desc nulls last
  limit ${page.limit} offset ${page.offset}`;
}

export function createMessagingRepository(db: Db) {
  const threadReads = prepareThreadReads(db);

  return {
    transaction: transactionOf(db),

    async findConversation(
      id: string,
      scope: ConversationScope,
      readerId: string,
    ): Promise<ConversationRow | null> {
      const [row] =
        scope === 'all'
          ? await threadReads.conversation.all.execute({ id, readerId })
          : await threadReads.conversation.participant.execute({ id, userId: scope.userId, readerId });
      return row ?? null;
    },

    /** The ticket's conversation's id and parties, if it has one (inside the status change's transaction). */
    async findConversationParties(
      ticketId: string,
      tx: DbExecutor,
    ): Promise<{ id: string; customerId: string; consultantId: string } | null> {
      const [row] = await tx
        .select({
          id: conversations.id,
          customerId: conversations.customerId,
          consultantId: conversations.consultantId,
        })
        .from(conversations)
        .where(eq(conversations.ticketId, ticketId))
        .limit(1);
      return row ?? null;
    },

    /** The conversation as `readerId` sees it (their unread count), inside the caller's transaction. */
    async findConversationIn(id: string, readerId: string, tx: DbExecutor): Promise<ConversationRow | null> {
      const [row] = await selectConversations(tx, readerId).where(eq(conversations.id, id)).limit(1);
      return row ?? null;
    },

    async findConversationByTicket(
      ticketId: string,
      readerId: string,
      tx: DbExecutor = db,
    ): Promise<ConversationRow | null> {
      const [row] = await selectConversations(tx, readerId)
        .where(eq(conversations.ticketId, ticketId))
        .limit(1);
      return row ?? null;
    },

    /** The ticket's conversation, made unless it exists: two concurrent calls make one (the unique key). */
    async insertConversationIfAbsent(values: {
      ticketId: string;
      customerId: string;
      consultantId: string;
      subject: string;
    }): Promise<void> {
      await db.insert(conversations).values(values).onConflictDoNothing({ target: conversations.ticketId });
    },

    /**
     * A page of conversations, most recently active first, with the total. Each side of a
     * participant's list is one range of its index (conversations_customer_idx, _consultant_idx),
     * read only as far as the page and merged; an admin's is a range of conversations_recent_idx
     * and its total is counted up to the cap, as the ticket lists' are.
     */
    async listConversations(
      scope: ConversationScope,
      readerId: string,
      page: { limit: number; offset: number },
    ): Promise<{ rows: ConversationRow[] } & ListTotal> {
      const pageQuery = selectConversations(db, readerId).orderBy(...recentFirst);
      if (scope === 'all') {
        const [rows, counted] = await Promise.all([
          pageQuery.limit(page.limit).offset(page.offset),
          countCapped(db, conversations, undefined, TICKET_COUNT_CAP, recentFirst),
        ]);
        return { rows, ...counted };
      }
      const [rows, [counted]] = await Promise.all([
        pageQuery.where(sql`${conversations.id} in (${pageOfParticipant(scope.userId, page)})`),
        db.select({ total: count() }).from(conversations).where(scopeCondition(scope)),
      ]);
      return { rows, total: counted?.total ?? 0, isTotalCapped: false };
    },

    async setConversationActive(id: string, isActive: boolean, tx: DbExecutor): Promise<void> {
      await tx.update(conversations).set({ isActive }).where(eq(conversations.id, id));
    },

    /** A message, and the conversation's count and last time moved with it, in the caller's transaction. */
    async insertMessage(values: NewMessageRow, tx: DbExecutor): Promise<MessageRow> {
      // clock_timestamp(): distinct, increasing times even within one transaction (thread order).
      const [row] = await tx
        .insert(messages)
        .values({
          conversationId: values.conversationId,
          senderId: values.senderId,
          senderName: values.senderName,
          recipientId: values.recipientId,
          content: values.content,
          messageType: values.messageType,
          sentAt: sql`clock_timestamp()`,
          ...(values.read && { readAt: sql`clock_timestamp()` }),
        })
        .returning();
      if (!row) throw new Error('insert returned no message');
      await tx
        .update(conversations)
        .set({
          messageCount: sql`${conversations.messageCount} + 1`,
          lastMessageAt: sql`GREATEST(${conversations.lastMessageAt}, ${row.sentAt.toISOString()}::timestamptz)`,
        })
        .where(eq(conversations.id, values.conversationId));
      return row;
    },

    async findMessage(id: string, tx: DbExecutor = db): Promise<MessageRow | null> {
      const [row] = await tx.select().from(messages).where(eq(messages.id, id)).limit(1);
      return row ?? null;
    },

    /**
     * One page of a thread, newest first, straight from the index (conversation_id, sent_at desc,
     * id desc): the first page of a long thread costs what a short one does.
     */
    listMessages: (conversationId: string, page: { limit: number; offset: number; beforeId?: string }) =>
      page.beforeId === undefined
        ? threadReads.messages.newest.execute({ conversationId, limit: page.limit, offset: page.offset })
        : threadReads.messages.before.execute({ conversationId, ...page }),

    async updateMessageContent(id: string, content: string, tx: DbExecutor): Promise<MessageRow | null> {
      const [row] = await tx
        .update(messages)
        .set({ content, isEdited: true })
        .where(eq(messages.id, id))
        .returning();
      return row ?? null;
    },

    /** Removes the message (attachments' rows by cascade) and answers the storage keys to delete. */
    async deleteMessage(message: MessageRow, tx: Tx): Promise<string[]> {
      const keys = await tx
        .select({ key: messageAttachments.storageKey })
        .from(messageAttachments)
        .where(eq(messageAttachments.messageId, message.id));
      const deleted = await tx
        .delete(messages)
        .where(eq(messages.id, message.id))
        .returning({ id: messages.id });
      if (deleted.length > 0) {
        await tx
          .update(conversations)
          .set({ messageCount: sql`GREATEST(${conversations.messageCount} - 1, 0)` })
          .where(eq(conversations.id, message.conversationId));
      }
      return keys.map((row) => row.key);
    },

    /**
     * Marks read what is addressed to the reader and unread, among the ids; answers what changed.
     * Anything else (one's own messages, another conversation's) is left as it is.
     */
    markRead: (readerId: string, messageIds: string[], at: Date, tx: DbExecutor) =>
      messageIds.length === 0
        ? Promise.resolve([])
        : tx
            .update(messages)
            .set({ readAt: at })
            .where(
              and(
                inArray(messages.id, messageIds),
                eq(messages.recipientId, readerId),
                isNull(messages.readAt),
              ),
            )
            .returning({
              id: messages.id,
              conversationId: messages.conversationId,
              senderId: messages.senderId,
            }),

    /**
     * The reader's unread messages in one conversation sent at or before `sentBefore`, oldest
     * first: a range of the partial unread index (recipient, conversation).
     */
    listUnreadTo: (conversationId: string, readerId: string, sentBefore: Date, limit: number) =>
      db
        .select({
          id: messages.id,
          senderName: messages.senderName,
          sentAt: messages.sentAt,
          content: messages.content,
        })
        .from(messages)
        .where(
          and(
            eq(messages.recipientId, readerId),
            eq(messages.conversationId, conversationId),
            isNull(messages.readAt),
            // Stored to the microsecond, told in milliseconds: a message is "at or before" the
            // time it was told as.
            sql`date_trunc('milliseconds', ${messages.sentAt}) <= ${sentBefore.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(asc(messages.sentAt), asc(messages.id))
        .limit(limit),

    /** Every unread message addressed to the reader: one range of the partial index. */
    async countUnread(readerId: string, tx: DbExecutor = db): Promise<number> {
      const [row] = await tx
        .select({ total: count() })
        .from(messages)
        .where(and(eq(messages.recipientId, readerId), isNull(messages.readAt)));
      return row?.total ?? 0;
    },

    listAttachments: (messageIds: string[]) =>
      messageIds.length === 0 ? Promise.resolve([]) : threadReads.attachments.execute({ messageIds }),

    /** One message's files, oldest first, inside the caller's transaction. */
    listAttachmentsIn: (messageId: string, tx: DbExecutor) =>
      tx
        .select()
        .from(messageAttachments)
        .where(eq(messageAttachments.messageId, messageId))
        .orderBy(asc(messageAttachments.createdAt), asc(messageAttachments.id)),

    async countAttachments(messageId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(messageAttachments)
        .where(eq(messageAttachments.messageId, messageId));
      return row?.total ?? 0;
    },

    /**
     * An attachment, unless the message has `max` already or is gone. The message row is locked
     * first, so two uploads at once cannot both take the last place.
     */
    async insertAttachment(
      values: Omit<typeof messageAttachments.$inferInsert, 'id' | 'createdAt'>,
      max: number,
      tx: Tx,
    ): Promise<Written<AttachmentRow, 'too-many' | 'message-gone'>> {
      const [message] = await tx
        .select({ id: messages.id })
        .from(messages)
        .where(eq(messages.id, values.messageId))
        .for('update');
      if (!message) return refused('message-gone');
      const [existing] = await tx
        .select({ total: count() })
        .from(messageAttachments)
        .where(eq(messageAttachments.messageId, values.messageId));
      if ((existing?.total ?? 0) >= max) return refused('too-many');
      const [row] = await tx.insert(messageAttachments).values(values).returning();
      if (!row) throw new Error('insert returned no attachment');
      return written(row);
    },

    /** Which of these storage keys an attachment row points at (the orphan sweep's question). */
    async storedKeysAmong(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ key: messageAttachments.storageKey })
        .from(messageAttachments)
        .where(inArray(messageAttachments.storageKey, keys));
      return new Set(rows.map((row) => row.key));
    },

    async findAttachment(id: string): Promise<AttachmentRow | null> {
      const [row] = await db.select().from(messageAttachments).where(eq(messageAttachments.id, id)).limit(1);
      return row ?? null;
    },

    async deleteAttachment(id: string, tx: DbExecutor): Promise<boolean> {
      const deleted = await tx
        .delete(messageAttachments)
        .where(eq(messageAttachments.id, id))
        .returning({ id: messageAttachments.id });
      return deleted.length > 0;
    },
  };
}

export type MessagingRepository = ReturnType<typeof createMessagingRepository>;
