import { ticketHeading } from '@basisdesk/shared';
import { type Attendee, createEvents, type EventAttributes } from 'ics';
import { toExcerpt, toSingleLine } from './mail-text';
import type { SessionRef } from './notification-drafts';
import type { MailBrand, MailPerson, TicketFacts } from './notification-mail';

export interface CalendarInviteInput {
  /** REQUEST adds or updates the sessions in the attendees' calendars; CANCEL takes them out. */
  method: 'REQUEST' | 'CANCEL';
  /** One session: every session is an invite of its own (decision 051). */
  session: SessionRef;
  ticket: TicketFacts;
  brand: MailBrand;
  /** The ticket in the app. */
  link: string;
  /** Where the session takes place (LOCATION and URL); null: the ticket's link is its URL. */
  meetingUrl: string | null;
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
 * The iCalendar text of one session's invite (RFC 5546): a single VEVENT, its UID stable for the
 * session and its SEQUENCE raised on each change, so a calendar updates or removes the event it
 * already has instead of adding a second. LOCATION and URL are where it takes place, so a
 * calendar's join button opens the meeting. Times are UTC.
 */
export function buildCalendarInvite({
  method,
  session,
  ticket,
  brand,
  link,
  meetingUrl,
}: CalendarInviteInput): string {
  const appName = toParameterValue(brand.appName);
  const people = [ticket.customer, ...(ticket.consultant ? [ticket.consultant] : [])];
  const place = meetingUrl ? toSingleLine(meetingUrl) : null;
  const event: EventAttributes = {
    uid: `${session.calendarUid}@${brand.mailDomain}`,
    sequence: session.sequence,
    start: Date.parse(session.start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(session.end),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: sessionSummary(ticket),
    description: `${place ? `Join: ${place}\n\n` : ''}${toExcerpt(ticket.description)}\n\nTicket ${ticket.orderNumber}: ${link}`,
    url: place ?? link,
    ...(place ? { location: place } : {}),
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    organizer: { name: appName, email: `no-reply@${brand.mailDomain}` },
    attendees: people.map((person) => toAttendee(person, method)),
  };
  const { error, value } = createEvents([event], { method, productId: `-//${appName}//Notifications//EN` });
  if (error || !value)
    throw new Error(`The calendar invite could not be built: ${error?.message ?? 'empty'}`);
  return value;
}
