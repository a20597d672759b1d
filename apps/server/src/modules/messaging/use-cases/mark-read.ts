import type { MarkReadBody } from '@basisdesk/shared';
import type { Clock } from '../../../lib/clock';
import type { Emit } from '../../../lib/domain-events';
import { groupBy } from '../../../lib/group-by';
import type { MessageEvents } from '../message.events';
import type { MessagingRepository } from '../messaging.repository';
import type { Viewer } from '../messaging-access';

export interface MarkReadDeps {
  repo: MessagingRepository;
  emit: Emit<MessageEvents>;
  clock: Clock;
}

/** Marks read the listed messages addressed to the viewer; others' and unknown ids are skipped. */
export function markRead({ repo, emit, clock }: MarkReadDeps) {
  return (
    viewer: Viewer,
    messageIds: MarkReadBody['messageIds'],
  ): Promise<{ success: true; markedCount: number }> =>
    repo.transaction(async (tx) => {
      const marked = await repo.markRead(viewer.id, [...new Set(messageIds)], clock.now(), tx);
      if (marked.length > 0) {
        const conversations = [...groupBy(marked, (row) => row.conversationId)].map(
          ([conversationId, rows]) => ({
            conversationId,
            messageIds: rows.map((row) => row.id),
            senderIds: [...new Set(rows.flatMap((row) => (row.senderId ? [row.senderId] : [])))],
          }),
        );
        await emit(tx, {
          type: 'messages.read',
          data: {
            readerId: viewer.id,
            conversations,
            unread: { userId: viewer.id, unreadCount: await repo.countUnread(viewer.id, tx) },
          },
        });
      }
      return { success: true as const, markedCount: marked.length };
    });
}
