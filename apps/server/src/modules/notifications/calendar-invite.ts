import { ticketHeading } from '@basisdesk/shared';
import { type Attendee, createEvents, type EventAttributes } from 'ics';
import { toExcerpt, toSingleLine } from './mail-text';
import type { SessionRef } from './notification-drafts';
import type { MailBrand, MailPerson, TicketFacts } from './notification-mail';

export interface CalendarInviteInput {
  /** REQUEST adds or updates the sessions in the attendees' calendars; CANCEL takes them out. */
  method: 'REQUEST' | 'CANCEL';
  sessions: readonly SessionRef[];
  ticket: TicketFacts;
  brand: MailBrand;
  /** The ticket in the app. */
  link: string;
}

/** The event's name in a calendar: the ticket's number and title (one line: toSingleLine). */
const sessionSummary = (ticket: TicketFacts) => toSingleLine(`SAP BASIS session · ${ticketHeading(ticket)}`);

/**
 * A parameter value (a CN) is quoted in iCalendar and may hold neither a line break nor a double
 * quote; the `ics` package escapes neither in names, so a name with CR/LF could write a property of
 * its own. Names are made one line without quotes before they reach it.
 */
const toParameterValue = (text: string) => toSingleLine(text.replaceAll('"', "'"));

function toAttendee(person: MailPerson, method: CalendarInviteInput['method']): Attendee {
  return {
    name: toParameterValue(person.fullName),
    email: toSingleLine(person.email),
    role: 'REQ-PARTICIPANT',
    // Only a request asks for a reply; a cancellation is final.
    rsvp: method === 'REQUEST',
    ...(method === 'REQUEST' ? { partstat: 'NEEDS-ACTION' as const } : {}),
  };
}

/**
 * The iCalendar text of a mail's invite (RFC 5546): one VEVENT per booked session, its UID stable for
 * the ticket's run of slots and its SEQUENCE raised on each change, so a calendar updates or removes
 * the event it already has instead of adding a second. Times are UTC.
 */
export function buildCalendarInvite({ method, sessions, ticket, brand, link }: CalendarInviteInput): string {
  if (sessions.length === 0) throw new Error('A calendar invite needs at least one session');
  const appName = toParameterValue(brand.appName);
  const people = [ticket.customer, ...(ticket.consultant ? [ticket.consultant] : [])];
  const events = sessions.map(
    (session): EventAttributes => ({
      uid: `${session.calendarUid}@${brand.mailDomain}`,
      sequence: session.sequence,
      start: Date.parse(session.start),
      startInputType: 'utc',
      startOutputType: 'utc',
      end: Date.parse(session.end),
      endInputType: 'utc',
      endOutputType: 'utc',
      title: sessionSummary(ticket),
      description: `${toExcerpt(ticket.description)}\n\nTicket ${ticket.orderNumber}: ${link}`,
      url: link,
      status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
      organizer: { name: appName, email: `no-reply@${brand.mailDomain}` },
      attendees: people.map((person) => toAttendee(person, method)),
    }),
  );
  const { error, value } = createEvents(events, { method, productId: `-//${appName}//Notifications//EN` });
  if (error || !value)
    throw new Error(`The calendar invite could not be built: ${error?.message ?? 'empty'}`);
  return value;
}
