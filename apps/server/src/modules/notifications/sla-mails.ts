import type { Tx } from '../../db/client';
import type { DomainEvents } from '../../lib/domain-events';
import type { SlaEvents } from '../sla/sla.events';
import type { NotificationDraft } from './notification-drafts';
import type { NotificationsService } from './notifications.service';

/**
 * What the SLA scan mails (decision 057), in its transaction: a warning to the ticket's consultant,
 * a breach to the consultant and every active admin. The key names the ticket, the target and the
 * instant it was due, so a scan run twice writes each mail once.
 */
export function registerSlaMails(
  bus: Pick<DomainEvents<SlaEvents>, 'on'>,
  {
    notifications,
    listAdminIds,
  }: {
    notifications: Pick<NotificationsService, 'enqueue'>;
    /** Read inside the scan's transaction (PGlite has one connection). */
    listAdminIds: (tx: Tx) => Promise<string[]>;
  },
): void {
  bus.on('sla.due', async ({ due }, tx) => {
    const admins = due.some((each) => each.kind === 'breach') ? await listAdminIds(tx) : [];
    const drafts: NotificationDraft[] = due.flatMap((each) => {
      const event = each.kind === 'warning' ? 'sla.warning' : 'sla.breached';
      const recipients =
        each.kind === 'warning' ? [each.consultantId] : [...new Set([each.consultantId, ...admins])];
      const dueAt = each.dueAt.toISOString();
      return recipients.map((recipientId) => ({
        event,
        recipientId,
        dedupeKey: `${event}:${each.ticketId}:${each.target}:${dueAt}:${recipientId}`,
        ticketId: each.ticketId,
        payload: { target: each.target, dueAt, priority: each.priority },
      }));
    });
    await notifications.enqueue(tx, drafts);
  });
}
