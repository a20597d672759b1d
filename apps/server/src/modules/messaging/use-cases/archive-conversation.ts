import type { ConversationStatusBody, SuccessResponse } from '@basisdesk/shared';
import type { Emit } from '../../../lib/domain-events';
import type { MessageEvents } from '../message.events';
import type { MessagingRepository } from '../messaging.repository';
import { partiesOf, requireConversation, type Viewer } from '../messaging-access';
import { toConversation } from '../messaging-dto';

export interface ArchiveConversationDeps {
  repo: MessagingRepository;
  emit: Emit<MessageEvents>;
}

/** Archive (false) or restore (true): a participant or an admin. */
export function archiveConversation({ repo, emit }: ArchiveConversationDeps) {
  return async (
    viewer: Viewer,
    id: string,
    isActive: ConversationStatusBody['isActive'],
  ): Promise<SuccessResponse> => {
    const conversation = await requireConversation(repo, viewer, id);
    if (conversation.isActive === isActive) return { success: true };
    await repo.transaction(async (tx) => {
      await repo.setConversationActive(conversation.id, isActive, tx);
      // Each party gets the conversation as they see it (their own unread count).
      const views = [];
      for (const userId of partiesOf(conversation)) {
        const row = await repo.findConversationIn(conversation.id, userId, tx);
        if (row) views.push({ userId, conversation: toConversation(row) });
      }
      await emit(tx, { type: 'conversation.status-changed', data: { views } });
    });
    return { success: true };
  };
}
