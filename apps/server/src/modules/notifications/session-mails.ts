import type { DomainEvents } from '../../lib/domain-events';
import type { SessionEvents } from '../sessions/session.events';
import type { NotificationDraft } from './notification-drafts';
import type { NotificationsService } from './notifications.service';
import {
  reminderDrafts,
  sessionCancelledDrafts,
  sessionMovedDrafts,
  type TicketParties,
  toSessionRef,
} from './session-notices';

/** Drafts per INSERT: well inside PostgreSQL's bound-parameter limit. */
const CHUNK = 500;

const partiesOf = ({ ticketId, customerId, consultantId }: TicketParties): TicketParties => ({
  ticketId,
  customerId,
  consultantId,
});

/** Both people of the ticket: each has the session's event in their calendar. */
const bothOf = ({ customerId, consultantId }: TicketParties) => [customerId, consultantId];

/**
 * What each session event mails (decision 024), written in the transaction of the change that
 * told it: a cancelled or released session to both people, the one who did it too, so every
 * calendar that holds the event drops it (decision 051); a moved one likewise with the invite
 * updated; a finished ticket's freed sessions to both people as the
 * ticket's end, and the reminders the periodic scan found due.
 */
export function registerSessionMails(
  bus: Pick<DomainEvents<SessionEvents>, 'on'>,
  { notifications }: { notifications: Pick<NotificationsService, 'enqueue'> },
): void {
  bus.on('session.cancelled', async (cancelled, tx) => {
    const parties = partiesOf(cancelled);
    const { by, session } = cancelled;
    await notifications.enqueue(
      tx,
      sessionCancelledDrafts(parties, bothOf(parties), {
        session: toSessionRef(session, session),
        by: { id: by.id, name: by.name },
        reason: cancelled.reason,
        ticketEnded: false,
      }),
    );
  });

  bus.on('session.rescheduled', async (moved, tx) => {
    const parties = partiesOf(moved);
    const recipients = bothOf(parties);
    const previous = { start: moved.previous.start.toISOString(), end: moved.previous.end.toISOString() };
    await notifications.enqueue(
      tx,
      moved.sessions.flatMap((session) =>
        sessionMovedDrafts(parties, recipients, {
          session: toSessionRef(session, session),
          previous,
          by: { id: moved.by.id, name: moved.by.name },
        }),
      ),
    );
  });

  // A finished ticket's sessions ahead: one mail to each person with every cancellation in it, not
  // one a session (decision 053). Its key is the first session's, as that mail's was.
  bus.on('session.released', async (released, tx) => {
    const parties = partiesOf(released);
    const sessions = released.sessions.map((session) => toSessionRef(session, session));
    const [first] = sessions;
    if (!first) return;
    await notifications.enqueue(
      tx,
      sessionCancelledDrafts(parties, bothOf(parties), {
        session: first,
        ...(sessions.length > 1 && { sessions }),
        by: released.by,
        reason: null,
        ticketEnded: true,
      }),
    );
  });

  bus.on('session.reminders-due', async ({ reminders }, tx) => {
    const drafts: NotificationDraft[] = reminders.flatMap((reminder) =>
      reminderDrafts(partiesOf(reminder), reminder.session, reminder.hoursBefore),
    );
    for (let index = 0; index < drafts.length; index += CHUNK) {
      await notifications.enqueue(tx, drafts.slice(index, index + CHUNK));
    }
  });
}
