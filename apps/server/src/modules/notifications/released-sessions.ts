import { categoryOf } from '@basisdesk/shared';
import type { Tx } from '../../db/client';
import type { NotificationDraft, NotificationPayloads } from './notification-drafts';
import type { NotificationsRepository } from './notifications.repository';
import { cancelledSessionsOf } from './session-places';

/** The mails a status change can carry a finished ticket's released sessions in. */
const CARRIERS = ['ticket.closed', 'ticket.statusChanged'] as const;
type Carrier = Extract<NotificationDraft, { event: (typeof CARRIERS)[number] }>;

const isCarrier = (draft: NotificationDraft): draft is Carrier =>
  (CARRIERS as readonly string[]).includes(draft.event);

/**
 * One mail per person for a change that finishes a ticket (decision 053). The sessions still
 * ahead were released first, in the same transaction, as a cancellation mail to both people; a
 * person who also gets the change's own mail (the customer's "Ticket closed" with the bill, the
 * other party's status change) gets the sessions and their CANCEL invites in that mail instead,
 * and the cancellation mail is taken back before anyone could be sent it. The one who made the
 * change gets no status mail, so they keep the cancellation. Someone who switched ticket updates
 * off keeps it too: the sessions must still leave their calendar.
 */
export async function withReleasedSessions(
  repo: Pick<NotificationsRepository, 'takeReleasedCancellations'>,
  tx: Tx,
  ticketId: string,
  drafts: readonly NotificationDraft[],
): Promise<NotificationDraft[]> {
  const carriers = drafts.filter(isCarrier);
  const [first] = carriers;
  if (!first) return [...drafts];
  const taken = await repo.takeReleasedCancellations(tx, {
    ticketId,
    recipientIds: carriers.map((draft) => draft.recipientId),
    // Both carriers are ticket updates.
    category: categoryOf(first.event),
  });
  const released = new Map(
    taken.map((row) => [
      row.recipientId,
      cancelledSessionsOf(row.payload as NotificationPayloads['session.cancelled']),
    ]),
  );
  return drafts.map((draft) => {
    const sessions = isCarrier(draft) ? released.get(draft.recipientId) : undefined;
    return sessions && isCarrier(draft)
      ? ({ ...draft, payload: { ...draft.payload, releasedSessions: sessions } } as NotificationDraft)
      : draft;
  });
}
