import type { Message, SendMessageBody } from '@basisdesk/shared';
import type { Emit } from '../../../lib/domain-events';
import type { MessageEvents } from '../message.events';
import type { MessagingRepository } from '../messaging.repository';
import { checkMaySend, partiesOf, requireConversation, type Viewer } from '../messaging-access';
import { toMessage } from '../messaging-dto';

export interface SendMessageDeps {
  repo: MessagingRepository;
  emit: Emit<MessageEvents>;
}

/**
 * A text or file message from a participant to the other party. A file message may come without
 * text; its files follow through sendAttachment. `message.created` is told in the message's
 * transaction: the unread-message mail is written with it, the live events wait for its commit.
 */
export function sendMessage({ repo, emit }: SendMessageDeps) {
  return async (viewer: Viewer, body: SendMessageBody): Promise<Message> => {
    const conversation = await requireConversation(repo, viewer, body.conversationId);
    checkMaySend(viewer, conversation);
    const recipientId =
      viewer.id === conversation.customerId ? conversation.consultantId : conversation.customerId;
    return repo.transaction(async (tx) => {
      const row = await repo.insertMessage(
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
      const message = toMessage(row, []);
      await emit(tx, {
        type: 'message.created',
        data: {
          message,
          ticketId: conversation.ticketId,
          parties: partiesOf(conversation),
          recipientId,
          hasFile: body.messageType === 'file',
          sentAt: row.sentAt,
          unread: { userId: recipientId, unreadCount: await repo.countUnread(recipientId, tx) },
        },
      });
      return message;
    });
  };
}
