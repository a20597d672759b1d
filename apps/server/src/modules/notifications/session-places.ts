import type { NotificationPayloads, SessionRef, StoredNotification } from './notification-drafts';
import type { CalendarPart } from './notification-mail';

/** The sessions a cancellation mail is about: all of a finished ticket's, else its one. */
export const cancelledSessionsOf = (payload: NotificationPayloads['session.cancelled']): SessionRef[] =>
  payload.sessions && payload.sessions.length > 0 ? payload.sessions : [payload.session];

/** The calendar uids of the sessions a mail is about: each names where its session takes place. */
export function calendarUidsOf(notification: StoredNotification): string[] {
  switch (notification.event) {
    case 'booking.confirmed':
    case 'booking.received':
      return notification.payload.sessions.map((session) => session.calendarUid);
    case 'session.cancelled':
      return cancelledSessionsOf(notification.payload).map((session) => session.calendarUid);
    case 'ticket.closed':
    case 'ticket.statusChanged':
      return (notification.payload.releasedSessions ?? []).map((session) => session.calendarUid);
    case 'session.moved':
      return [notification.payload.session.calendarUid];
    case 'session.reminder':
      // A reminder written before it carried the uid: a session's own id is its uid until it moves.
      return [notification.payload.calendarUid ?? notification.payload.sessionId];
    default:
      return [];
  }
}

/**
 * A mail's invites as nodemailer sends them (decision 051): one session's as the mail's calendar
 * part, which mail clients offer to add; several as one .ics attachment each, so every session
 * stays an event of its own with its own UID.
 */
export function inviteParts(calendars: readonly CalendarPart[]) {
  if (calendars.length === 0) return {};
  if (calendars.length === 1) return { icalEvent: calendars[0] };
  return {
    attachments: calendars.map((calendar, index) => ({
      filename: `session-${index + 1}.ics`,
      content: calendar.content,
      contentType: `text/calendar; charset=utf-8; method=${calendar.method}`,
    })),
  };
}
