import { buildCalendarInvite } from '../calendar-invite';
import type { SessionRef } from '../notification-drafts';
import type { CalendarPart } from '../notification-mail';
import type { MailContext, TicketMailContext } from './composed-mail';

/** Where the session takes place as the mail goes out, or null when the delivery knows no place. */
export const meetingUrlOf = (context: MailContext, calendarUid: string) =>
  context.meetingUrls.get(calendarUid) ?? null;

/** The session with its place, as a mail's session list shows it. */
export const withMeetingUrl = (context: MailContext, session: SessionRef) => ({
  start: session.start,
  end: session.end,
  meetingUrl: meetingUrlOf(context, session.calendarUid),
});

/** One session's invite: its own VCALENDAR, UID and SEQUENCE, its place as LOCATION and URL. */
export function sessionInvite(
  context: TicketMailContext,
  method: CalendarPart['method'],
  session: SessionRef,
): CalendarPart {
  const content = buildCalendarInvite({
    method,
    session,
    ticket: context.ticket,
    brand: context.brand,
    link: context.links.primary,
    meetingUrl: meetingUrlOf(context, session.calendarUid),
  });
  return { method, content };
}
