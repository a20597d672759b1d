import type { SessionSpan } from '@basisdesk/shared';
import type { CalendarIdentity } from '../sessions/session.events';
import type { ActorRef, NotificationDraft, NotificationPayloads, SessionRef } from './notification-drafts';

const HOUR_MS = 60 * 60 * 1000;

/** The two people of a ticket. */
export interface TicketParties {
  ticketId: string;
  customerId: string;
  consultantId: string;
}

export const toSessionRef = (span: { start: Date; end: Date }, calendar: CalendarIdentity): SessionRef => ({
  calendarUid: calendar.calendarUid,
  sequence: calendar.sequence,
  start: span.start.toISOString(),
  end: span.end.toISOString(),
});

/**
 * Who hears of a change to a ticket: the other party (a customer's change → the consultant; the
 * consultant's → the customer), both for an admin's, never the one who made it. A session's
 * cancel or move goes to both people instead (decision 051).
 */
export function otherParties(
  parties: TicketParties,
  by: { id: string | null; role: string | null },
): string[] {
  const heard =
    by.role === 'Customer'
      ? [parties.consultantId]
      : by.role === 'Consultant'
        ? [parties.customerId]
        : [parties.customerId, parties.consultantId];
  return heard.filter((id) => id !== by.id);
}

/**
 * The reminder `hoursBefore` the session to both people, due at start − hoursBefore. Written by
 * the periodic scan (session-reminders.job.ts), not at booking: the key holds the session's start,
 * so overlapping scans and several nodes write it once, a moved session gets new ones, and the
 * old ones find the session gone when they come due (the delivery skips them).
 */
export function reminderDrafts(
  parties: TicketParties,
  session: Pick<SessionSpan, 'id' | 'start' | 'end'> & { calendarUid: string },
  hoursBefore: number,
): NotificationDraft[] {
  const start = session.start.toISOString();
  const runAt = new Date(session.start.getTime() - hoursBefore * HOUR_MS);
  return [parties.customerId, parties.consultantId].map(
    (recipientId): NotificationDraft => ({
      event: 'session.reminder',
      recipientId,
      dedupeKey: `session.reminder:${parties.ticketId}:${recipientId}:${session.id}:${start}:${hoursBefore}`,
      ticketId: parties.ticketId,
      payload: {
        sessionId: session.id,
        calendarUid: session.calendarUid,
        start,
        end: session.end.toISOString(),
        hoursBefore,
      },
      runAt,
    }),
  );
}

/**
 * A new ticket's booking: the customer's confirmation and the consultant's notice. Its reminders
 * come from the periodic scan, so the booking's transaction writes two rows, not six per session.
 */
export function bookingDrafts(
  parties: TicketParties,
  sessions: ReadonlyArray<Pick<SessionSpan, 'id' | 'start' | 'end'>>,
): NotificationDraft[] {
  // A new session's uid is its own id (its first slot's), at sequence 0.
  const refs = sessions.map((session) => toSessionRef(session, { calendarUid: session.id, sequence: 0 }));
  return [
    {
      event: 'booking.confirmed',
      recipientId: parties.customerId,
      dedupeKey: `booking.confirmed:${parties.ticketId}:${parties.customerId}`,
      ticketId: parties.ticketId,
      payload: { sessions: refs },
    },
    {
      event: 'booking.received',
      recipientId: parties.consultantId,
      dedupeKey: `booking.received:${parties.ticketId}:${parties.consultantId}`,
      ticketId: parties.ticketId,
      payload: { sessions: refs },
    },
  ];
}

/**
 * A cancelled session to each recipient. The uid and the raised sequence name the change: the same
 * cancel told again is one mail, a later session's cancel another.
 */
export function sessionCancelledDrafts(
  parties: TicketParties,
  recipients: readonly string[],
  change: NotificationPayloads['session.cancelled'],
): NotificationDraft[] {
  const { calendarUid, sequence } = change.session;
  return recipients.map((recipientId) => ({
    event: 'session.cancelled',
    recipientId,
    dedupeKey: `session.cancelled:${parties.ticketId}:${recipientId}:${calendarUid}:${sequence}`,
    ticketId: parties.ticketId,
    payload: change,
  }));
}

/** A moved session to each recipient: the new times under the old uid, at the raised sequence. */
export function sessionMovedDrafts(
  parties: TicketParties,
  recipients: readonly string[],
  change: { session: SessionRef; previous: { start: string; end: string }; by: ActorRef },
): NotificationDraft[] {
  const { calendarUid, sequence } = change.session;
  return recipients.map((recipientId) => ({
    event: 'session.moved',
    recipientId,
    dedupeKey: `session.moved:${parties.ticketId}:${recipientId}:${calendarUid}:${sequence}`,
    ticketId: parties.ticketId,
    payload: change,
  }));
}
