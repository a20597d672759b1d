import crypto from 'node:crypto';
import { categoryOf } from '@basisdesk/shared';
import type { Db, Tx } from '../../db/client';
import { notifications } from '../../db/schema';
import type { NotificationDraft } from './notification-drafts';

export function createNotificationsRepository(db: Db, options: { mailDomain: string }) {
  return {
    /**
     * Writes the drafts in the caller's transaction (the outbox): they exist exactly when the change
     * does. A draft whose dedupe key was written before is dropped. The Message-ID is fixed here so
     * every attempt at this mail carries the same one.
     */
    async enqueue(tx: Tx, drafts: readonly NotificationDraft[]): Promise<void> {
      if (drafts.length === 0) return;
      await tx
        .insert(notifications)
        .values(
          drafts.map((draft) => ({
            recipientId: draft.recipientId,
            event: draft.event,
            category: categoryOf(draft.event),
            dedupeKey: draft.dedupeKey,
            ticketId: draft.ticketId,
            payload: draft.payload,
            ...(draft.runAt && { runAt: draft.runAt }),
            messageId: `<${crypto.randomUUID()}@${options.mailDomain}>`,
          })),
        )
        .onConflictDoNothing({ target: notifications.dedupeKey });
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
