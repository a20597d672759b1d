import type { Tx } from '../../db/client';
import type { NotificationDraft } from './notification-drafts';
import type { NotificationsRepository } from './notifications.repository';

export function createNotificationsService({ repo }: { repo: NotificationsRepository }) {
  return {
    /**
     * Tells people of a change, in the change's own transaction (the outbox, decision 024): a
     * rollback takes the mails with it, a commit makes them certain to be delivered.
     */
    enqueue(tx: Tx, drafts: readonly NotificationDraft[]): Promise<void> {
      return repo.enqueue(tx, drafts);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
