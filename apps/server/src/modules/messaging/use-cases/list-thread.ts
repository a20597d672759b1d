import type { Message, MessagePage, MessagesQuery } from '@basisdesk/shared';
import { groupBy } from '../../../lib/group-by';
import type { MessagingRepository } from '../messaging.repository';
import { messageNotFound, requireConversation, requireMessage, type Viewer } from '../messaging-access';
import { toMessage } from '../messaging-dto';

export interface ListThreadDeps {
  repo: MessagingRepository;
}

/**
 * A page of the thread: page 1 is the newest `pageSize` messages, each page in reading order
 * (newest last). Reading does not mark anything read; the client calls markRead (spec §4).
 */
export function listThread({ repo }: ListThreadDeps) {
  return async (viewer: Viewer, conversationId: string, query: MessagesQuery): Promise<MessagePage> => {
    const conversation = await requireConversation(repo, viewer, conversationId);
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
  };
}

/** One message with its files, for someone who may see its conversation. */
export function getMessage({ repo }: ListThreadDeps) {
  return async (viewer: Viewer, id: string): Promise<Message> => {
    const { message } = await requireMessage(repo, viewer, id);
    return toMessage(message, await repo.listAttachments([message.id]));
  };
}
