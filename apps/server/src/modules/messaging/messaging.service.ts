import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  type Attachment,
  type Conversation,
  type ConversationPage,
  type ConversationStatusBody,
  type ConversationsQuery,
  type CreateConversationBody,
  type EditMessageBody,
  type FileUploadInfo,
  isAdmin,
  type LiveEvent,
  type LiveEventType,
  type MarkReadBody,
  MESSAGE_MAX_ATTACHMENTS,
  MESSAGING_MESSAGES,
  type Message,
  type MessagePage,
  type MessagesQuery,
  type SendMessageBody,
  type SuccessResponse,
  TICKET_STATUS_LABELS,
  type UnreadCount,
} from '@basisdesk/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { FileNotFoundError, type FileStore } from '../../lib/file-store/file-store';
import { groupBy } from '../../lib/group-by';
import type { NotificationsService } from '../notifications/notifications.service';
import type { SettingsService } from '../settings/settings.service';
import type { TicketStatusChange, TicketsService } from '../tickets/tickets.service';
import type { Principal } from '../users/principal';
import type {
  ConversationRow,
  ConversationScope,
  MessageRow,
  MessagingRepository,
} from './messaging.repository';
import { toAttachment, toConversation, toMessage } from './messaging-dto';
import type { MessagingEvents } from './messaging-events';
import { listUnreadForMail, unreadMessageNotice } from './unread-message-notice';
import { checkUpload, cleanFileName, FileTooLargeError, type UploadedFile } from './upload-checks';

type Viewer = Pick<Principal, 'id' | 'role' | 'firstName' | 'lastName'>;

const SYSTEM_SENDER = 'System';

const conversationNotFound = () => new AppError('NOT_FOUND', MESSAGING_MESSAGES.conversationNotFound);
const messageNotFound = () => new AppError('NOT_FOUND', MESSAGING_MESSAGES.messageNotFound);
const attachmentNotFound = () => new AppError('NOT_FOUND', MESSAGING_MESSAGES.attachmentNotFound);

const scopeOf = (viewer: Viewer): ConversationScope => (isAdmin(viewer.role) ? 'all' : { userId: viewer.id });

const partiesOf = (conversation: { customerId: string; consultantId: string }) => [
  conversation.customerId,
  conversation.consultantId,
];

/**
 * Messaging (decision 017): one conversation per ticket between its customer and its consultant.
 * Participants read and write; admins read every conversation, archive and restore, and never
 * post. Anything the viewer may not see is a 404. Changes are told to the people they concern
 * through `events` after they are committed.
 */
export function createMessagingService({
  repo,
  tickets,
  settings,
  files,
  events,
  notifications,
  clock,
  log,
}: {
  repo: MessagingRepository;
  tickets: Pick<TicketsService, 'getTicket'>;
  settings: Pick<SettingsService, 'isEnabled' | 'getUploadRules'>;
  files: FileStore;
  events: MessagingEvents;
  notifications: Pick<NotificationsService, 'enqueue'>;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  function publish(userIds: string[], event: LiveEvent) {
    try {
      events.publish(userIds, event);
    } catch (error) {
      const type: LiveEventType = event.type;
      log.warn({ err: error, event: type }, 'Live event not published');
    }
  }

  async function requireConversation(viewer: Viewer, id: string): Promise<ConversationRow> {
    const row = await repo.findConversation(id, scopeOf(viewer), viewer.id);
    if (!row) throw conversationNotFound();
    return row;
  }

  /** The message and its conversation, for someone who may see that conversation; 404 otherwise. */
  async function requireMessage(viewer: Viewer, id: string) {
    const message = await repo.findMessage(id);
    if (!message) throw messageNotFound();
    const conversation = await repo.findConversation(message.conversationId, scopeOf(viewer), viewer.id);
    if (!conversation) throw messageNotFound();
    return { message, conversation };
  }

  async function requireAttachment(viewer: Viewer, id: string) {
    const attachment = await repo.findAttachment(id);
    if (!attachment) throw attachmentNotFound();
    const message = await repo.findMessage(attachment.messageId);
    const conversation =
      message && (await repo.findConversation(message.conversationId, scopeOf(viewer), viewer.id));
    if (!message || !conversation) throw attachmentNotFound();
    return { attachment, message, conversation };
  }

  async function messageWithAttachments(message: MessageRow): Promise<Message> {
    return toMessage(message, await repo.listAttachments([message.id]));
  }

  /** Sending needs a participant (never an admin) and an active conversation, but see below. */
  function checkMaySend(viewer: Viewer, conversation: ConversationRow) {
    if (viewer.id !== conversation.customerId && viewer.id !== conversation.consultantId) {
      throw new AppError('FORBIDDEN', MESSAGING_MESSAGES.adminsReadOnly);
    }
    // Spec §2: the customer may still answer on an archived conversation while the ticket waits for them.
    const customerMustAnswer =
      viewer.id === conversation.customerId && conversation.ticketStatus === 'PendingCustomerAction';
    if (!conversation.isActive && !customerMustAnswer) {
      throw new AppError('CONFLICT', MESSAGING_MESSAGES.conversationArchived);
    }
  }

  async function tellUnread(userId: string) {
    publish([userId], { type: 'unread.changed', data: { unreadCount: await repo.countUnread(userId) } });
  }

  /** Each party gets the conversation as they see it (their own unread count). */
  async function tellConversation(conversationId: string, parties: string[]) {
    for (const userId of parties) {
      const row = await repo.findConversation(conversationId, 'all', userId);
      if (row) publish([userId], { type: 'conversation.updated', data: toConversation(row) });
    }
  }

  function deleteFilesLater(keys: string[]) {
    for (const key of keys) {
      files.delete(key).catch((error: unknown) => log.error({ err: error, key }, 'Stored file not deleted'));
    }
  }

  return {
    /** Every messaging call asks this first: with the flag off, everything is 403. */
    async assertEnabled(): Promise<void> {
      if (!(await settings.isEnabled('MessagingEnabled'))) {
        throw new AppError('FORBIDDEN', MESSAGING_MESSAGES.unavailable);
      }
    },

    /**
     * The ticket's conversation, made if it has none (POST conversations/for-order/{orderId}, POST
     * conversations): for its customer, its consultant or an admin; a ticket the viewer may not
     * see is a 404. Concurrent calls make one conversation (unique ticket, ON CONFLICT DO NOTHING).
     */
    async getOrCreateForOrder(
      viewer: Viewer,
      orderId: CreateConversationBody['orderId'],
    ): Promise<Conversation> {
      const ticket = await tickets.getTicket(viewer, orderId);
      await repo.insertConversationIfAbsent({
        ticketId: ticket.id,
        customerId: ticket.customerId,
        consultantId: ticket.consultantId,
        subject: `${ticket.supportTypeName} / ${ticket.supportCategoryName}`,
      });
      const row = await repo.findConversationByTicket(ticket.id, viewer.id);
      if (!row) throw conversationNotFound();
      return toConversation(row);
    },

    async getByOrder(viewer: Viewer, orderId: string): Promise<Conversation> {
      const ticket = await tickets.getTicket(viewer, orderId);
      const row = await repo.findConversationByTicket(ticket.id, viewer.id);
      if (!row) throw conversationNotFound();
      return toConversation(row);
    },

    async getConversation(viewer: Viewer, id: string): Promise<Conversation> {
      return toConversation(await requireConversation(viewer, id));
    },

    /** The viewer's conversations (admins: all), the most recently active first. */
    async listConversations(viewer: Viewer, query: ConversationsQuery): Promise<ConversationPage> {
      const { rows, total, isTotalCapped } = await repo.listConversations(scopeOf(viewer), viewer.id, {
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return {
        items: rows.map(toConversation),
        page: query.page,
        pageSize: query.pageSize,
        totalCount: total,
        isTotalCapped,
        totalPages: Math.ceil(total / query.pageSize),
      };
    },

    /** Archive (false) or restore (true): a participant or an admin. */
    async setActive(
      viewer: Viewer,
      id: string,
      isActive: ConversationStatusBody['isActive'],
    ): Promise<SuccessResponse> {
      const conversation = await requireConversation(viewer, id);
      if (conversation.isActive !== isActive) {
        await repo.setConversationActive(conversation.id, isActive);
        await tellConversation(conversation.id, partiesOf(conversation));
      }
      return { success: true };
    },

    /**
     * A text or file message from a participant to the other party. A file message may come
     * without text; its files follow through uploadAttachment.
     */
    async send(viewer: Viewer, body: SendMessageBody): Promise<Message> {
      const conversation = await requireConversation(viewer, body.conversationId);
      checkMaySend(viewer, conversation);
      const recipientId =
        viewer.id === conversation.customerId ? conversation.consultantId : conversation.customerId;
      const row = await repo.transaction(async (tx) => {
        const inserted = await repo.insertMessage(
          {
            conversationId: conversation.id,
            senderId: viewer.id,
            senderName: `${viewer.firstName} ${viewer.lastName}`,
            recipientId,
            content: body.content,
            messageType: body.messageType,
            read: false,
          },
          tx,
        );
        // Mailed only if still unread when the quiet period ends; see unreadMessageNotice.
        await notifications.enqueue(tx, [
          unreadMessageNotice({
            conversationId: conversation.id,
            ticketId: conversation.ticketId,
            recipientId,
            sentAt: inserted.sentAt,
          }),
        ]);
        return inserted;
      });
      const message = toMessage(row, []);
      publish(partiesOf(conversation), { type: 'message.created', data: message });
      await tellUnread(recipientId);
      return message;
    },

    /**
     * A page of the thread: page 1 is the newest `pageSize` messages, each page in reading order
     * (newest last). Reading does not mark anything read; the client calls markRead (spec §4).
     */
    async listMessages(viewer: Viewer, conversationId: string, query: MessagesQuery): Promise<MessagePage> {
      const conversation = await requireConversation(viewer, conversationId);
      if (query.before !== undefined) {
        const anchor = await repo.findMessage(query.before);
        if (anchor?.conversationId !== conversation.id) throw messageNotFound();
      }
      const offset = query.before === undefined ? (query.page - 1) * query.pageSize : 0;
      // One more than the page: whether older messages exist, without counting them.
      const fetched = await repo.listMessages(conversation.id, {
        limit: query.pageSize + 1,
        offset,
        beforeId: query.before,
      });
      const rows = fetched.slice(0, query.pageSize);
      const attachments = await repo.listAttachments(rows.map((row) => row.id));
      const byMessage = groupBy(attachments, (attachment) => attachment.messageId);
      const total = conversation.messageCount;
      return {
        items: rows.reverse().map((row) => toMessage(row, byMessage.get(row.id) ?? [])),
        page: query.page,
        pageSize: query.pageSize,
        totalCount: total,
        totalPages: Math.ceil(total / query.pageSize),
        hasMore: fetched.length > query.pageSize,
      };
    },

    async getMessage(viewer: Viewer, id: string): Promise<Message> {
      const { message } = await requireMessage(viewer, id);
      return messageWithAttachments(message);
    },

    /** Only the sender, only text messages (spec §6); the message is marked edited. */
    async editMessage(viewer: Viewer, id: string, content: EditMessageBody['content']): Promise<Message> {
      const { message, conversation } = await requireMessage(viewer, id);
      if (message.senderId !== viewer.id) throw new AppError('FORBIDDEN', MESSAGING_MESSAGES.onlySenderEdits);
      if (message.messageType !== 'text')
        throw new AppError('FORBIDDEN', MESSAGING_MESSAGES.onlyTextEditable);
      const updated = await repo.updateMessageContent(message.id, content);
      if (!updated) throw messageNotFound();
      const dto = await messageWithAttachments(updated);
      publish(partiesOf(conversation), { type: 'message.updated', data: dto });
      return dto;
    },

    /** Only the sender; the message's files go with it. */
    async deleteMessage(viewer: Viewer, id: string): Promise<SuccessResponse> {
      const { message, conversation } = await requireMessage(viewer, id);
      if (message.senderId !== viewer.id)
        throw new AppError('FORBIDDEN', MESSAGING_MESSAGES.onlySenderDeletes);
      const keys = await repo.deleteMessage(message);
      deleteFilesLater(keys);
      publish(partiesOf(conversation), {
        type: 'message.deleted',
        data: { id: message.id, conversationId: conversation.id },
      });
      if (message.recipientId && message.readAt === null) await tellUnread(message.recipientId);
      return { success: true };
    },

    /** Marks read the listed messages addressed to the viewer; others' and unknown ids are skipped. */
    async markRead(
      viewer: Viewer,
      messageIds: MarkReadBody['messageIds'],
    ): Promise<{ success: true; markedCount: number }> {
      const marked = await repo.markRead(viewer.id, [...new Set(messageIds)], clock.now());
      if (marked.length > 0) {
        for (const [conversationId, rows] of groupBy(marked, (row) => row.conversationId)) {
          const senders = [...new Set(rows.flatMap((row) => (row.senderId ? [row.senderId] : [])))];
          publish(senders, {
            type: 'messages.read',
            data: { conversationId, messageIds: rows.map((row) => row.id), readerId: viewer.id },
          });
        }
        await tellUnread(viewer.id);
      }
      return { success: true, markedCount: marked.length };
    },

    /**
     * The notification delivery's source for `messages.unread` mails: what is still unread by
     * `recipientId` in the conversation, sent at or before `sentBefore`; [] once all was read.
     */
    unreadMessages: (conversationId: string, recipientId: string, sentBefore: Date) =>
      listUnreadForMail(repo, conversationId, recipientId, sentBefore),

    async unreadCount(viewer: Viewer): Promise<UnreadCount> {
      return { unreadCount: await repo.countUnread(viewer.id) };
    },

    async fileUploadInfo(): Promise<FileUploadInfo> {
      return settings.getUploadRules();
    },

    /**
     * One file onto the sender's own file message (POST messages/{id}/attachments). Everything that
     * needs no bytes is checked first; then `readFile` reads the part with the size limit (cut off
     * above it: FileTooLargeError, nothing stored); then the content is checked, stored under a
     * random key and recorded. If recording fails, the stored file is deleted.
     */
    async uploadAttachment(
      viewer: Viewer,
      messageId: string,
      readFile: (limitBytes: number) => Promise<UploadedFile | null>,
    ): Promise<Attachment> {
      const { message, conversation } = await requireMessage(viewer, messageId);
      if (message.senderId !== viewer.id)
        throw new AppError('FORBIDDEN', MESSAGING_MESSAGES.onlySenderAttaches);
      checkMaySend(viewer, conversation);
      if (message.messageType !== 'file') {
        throw new AppError('VALIDATION_FAILED', MESSAGING_MESSAGES.attachmentsOnlyOnFileMessages);
      }
      if ((await repo.countAttachments(message.id)) >= MESSAGE_MAX_ATTACHMENTS) {
        throw new AppError('CONFLICT', MESSAGING_MESSAGES.tooManyAttachments(MESSAGE_MAX_ATTACHMENTS));
      }
      const rules = await settings.getUploadRules();
      let file: UploadedFile | null;
      try {
        file = await readFile(rules.maxFileSize);
      } catch (error) {
        if (error instanceof FileTooLargeError) {
          throw new AppError(
            'PAYLOAD_TOO_LARGE',
            MESSAGING_MESSAGES.fileTooLarge(cleanFileName(error.fileName), rules.maxFileSizeMB),
          );
        }
        throw error;
      }
      if (!file) {
        throw new AppError('VALIDATION_FAILED', MESSAGING_MESSAGES.fileRequired, {
          details: [{ path: 'file', message: MESSAGING_MESSAGES.fileRequired }],
        });
      }
      const fileName = cleanFileName(file.fileName);
      const { contentType } = await checkUpload({ ...file, fileName }, rules);

      const storageKey = crypto.randomUUID();
      await files.put(storageKey, file.data, { contentType });
      let inserted: Awaited<ReturnType<MessagingRepository['insertAttachment']>>;
      try {
        inserted = await repo.insertAttachment(
          {
            messageId: message.id,
            storageKey,
            originalFileName: fileName,
            contentType,
            fileSize: file.data.length,
          },
          MESSAGE_MAX_ATTACHMENTS,
        );
      } catch (error) {
        deleteFilesLater([storageKey]);
        throw error;
      }
      if (!inserted.ok) {
        deleteFilesLater([storageKey]);
        if (inserted.conflict === 'message-gone') throw messageNotFound();
        throw new AppError('CONFLICT', MESSAGING_MESSAGES.tooManyAttachments(MESSAGE_MAX_ATTACHMENTS));
      }
      publish(partiesOf(conversation), {
        type: 'message.updated',
        data: await messageWithAttachments(message),
      });
      return toAttachment(inserted.value);
    },

    async getAttachment(viewer: Viewer, id: string): Promise<Attachment> {
      return toAttachment((await requireAttachment(viewer, id)).attachment);
    },

    /** The file's bytes for a participant or an admin. */
    async openAttachment(viewer: Viewer, id: string): Promise<{ attachment: Attachment; body: Readable }> {
      const { attachment } = await requireAttachment(viewer, id);
      try {
        return { attachment: toAttachment(attachment), body: await files.get(attachment.storageKey) };
      } catch (error) {
        if (error instanceof FileNotFoundError) throw attachmentNotFound();
        throw error;
      }
    },

    /** Only the message's sender. */
    async deleteAttachment(viewer: Viewer, id: string): Promise<SuccessResponse> {
      const { attachment, message, conversation } = await requireAttachment(viewer, id);
      if (message.senderId !== viewer.id) {
        throw new AppError('FORBIDDEN', MESSAGING_MESSAGES.onlySenderDeletesAttachment);
      }
      if (await repo.deleteAttachment(attachment.id)) deleteFilesLater([attachment.storageKey]);
      publish(partiesOf(conversation), {
        type: 'message.updated',
        data: await messageWithAttachments(message),
      });
      return { success: true };
    },

    /**
     * The tickets service calls this inside a status change's transaction: the ticket's
     * conversation, if it has one, gets a system message, told to both parties after the commit.
     */
    async onTicketStatusChanged(change: TicketStatusChange, tx: Tx): Promise<(() => void) | undefined> {
      // The consultant reads the thread too, and payment is not theirs to see (spec §6): a
      // payment, a refund or an admin's Paid posts nothing, nor does a payment-only change.
      if (change.from === change.to || change.from === 'Paid' || change.to === 'Paid') return undefined;
      const conversation = await repo.findConversationParties(change.ticketId, tx);
      if (!conversation) return undefined;
      const row = await repo.insertMessage(
        {
          conversationId: conversation.id,
          senderId: null,
          senderName: SYSTEM_SENDER,
          recipientId: null,
          content: MESSAGING_MESSAGES.statusChanged(TICKET_STATUS_LABELS[change.to]),
          messageType: 'system',
          read: true,
        },
        tx,
      );
      return () => publish(partiesOf(conversation), { type: 'message.created', data: toMessage(row, []) });
    },
  };
}

export type MessagingService = ReturnType<typeof createMessagingService>;
