import { type EditMessageBody, MESSAGING_MESSAGES, type Message } from '@basisdesk/shared';
import type { Emit } from '../../../lib/domain-events';
import { AppError } from '../../../lib/errors';
import type { MessageEvents } from '../message.events';
import type { MessagingRepository } from '../messaging.repository';
import { messageNotFound, partiesOf, requireMessage, type Viewer } from '../messaging-access';
import { toMessage } from '../messaging-dto';

export interface EditMessageDeps {
  repo: MessagingRepository;
  emit: Emit<MessageEvents>;
}

/** Only the sender, only text messages (spec §6); the message is marked edited. */
export function editMessage({ repo, emit }: EditMessageDeps) {
  return async (viewer: Viewer, id: string, content: EditMessageBody['content']): Promise<Message> => {
    const { message, conversation } = await requireMessage(repo, viewer, id);
    if (message.senderId !== viewer.id) throw new AppError('FORBIDDEN', MESSAGING_MESSAGES.onlySenderEdits);
    if (message.messageType !== 'text') throw new AppError('FORBIDDEN', MESSAGING_MESSAGES.onlyTextEditable);
    return repo.transaction(async (tx) => {
      const updated = await repo.updateMessageContent(message.id, content, tx);
      if (!updated) throw messageNotFound();
      // A text message carries no files: only file messages take uploads.
      const edited = toMessage(updated, []);
      await emit(tx, { type: 'message.edited', data: { message: edited, parties: partiesOf(conversation) } });
      return edited;
    });
  };
}
