import { MESSAGING_MESSAGES, type SuccessResponse } from '@basisdesk/shared';
import { afterCommit } from '../../../db/transaction';
import type { Emit } from '../../../lib/domain-events';
import { AppError } from '../../../lib/errors';
import type { FileStore } from '../../../lib/file-store/file-store';
import type { Logger } from '../../../lib/logger';
import type { MessageEvents } from '../message.events';
import type { MessagingRepository } from '../messaging.repository';
import { deleteFilesLater, partiesOf, requireMessage, type Viewer } from '../messaging-access';

export interface DeleteMessageDeps {
  repo: MessagingRepository;
  files: FileStore;
  emit: Emit<MessageEvents>;
  log: Logger;
}

/** Only the sender; the message's files go with it, from the store once the delete has committed. */
export function deleteMessage({ repo, files, emit, log }: DeleteMessageDeps) {
  return async (viewer: Viewer, id: string): Promise<SuccessResponse> => {
    const { message, conversation } = await requireMessage(repo, viewer, id);
    if (message.senderId !== viewer.id) throw new AppError('FORBIDDEN', MESSAGING_MESSAGES.onlySenderDeletes);
    await repo.transaction(async (tx) => {
      const keys = await repo.deleteMessage(message, tx);
      afterCommit(tx, () => deleteFilesLater(files, log, keys));
      const recipientId = message.recipientId && message.readAt === null ? message.recipientId : null;
      await emit(tx, {
        type: 'message.deleted',
        data: {
          messageId: message.id,
          conversationId: conversation.id,
          parties: partiesOf(conversation),
          unread: recipientId
            ? { userId: recipientId, unreadCount: await repo.countUnread(recipientId, tx) }
            : null,
        },
      });
    });
    return { success: true };
  };
}
