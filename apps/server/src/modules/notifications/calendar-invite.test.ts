import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCalendarInvite } from './calendar-invite';
import {
  brand,
  makeConsultant,
  makeCustomer,
  makeSession,
  makeTicket,
  ticketLink,
  zoomLink,
} from './notification-mail.test-kit';

/** The invite as a calendar reads it: parsed with ical.js, never matched as text. */
function parseInvite(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents('vevent') };
}

const utcOf = (event: ICAL.Component, name: 'dtstart' | 'dtend') => {
  const time = event.getFirstPropertyValue(name) as ICAL.Time;
  return { iso: time.toJSDate().toISOString(), isUtc: time.zone === ICAL.Timezone.utcTimezone };
};

const attendeesOf = (event: ICAL.Component) =>
  event.getAllProperties('attendee').map((attendee) => ({
    name: attendee.getParameter('cn'),
    address: String(attendee.getFirstValue()).toLowerCase(),
    rsvp: attendee.getParameter('rsvp'),
  }));

describe('buildCalendarInvite', () => {
  const first = makeSession();
  const second = makeSession({
    calendarUid: 'c0ffee00-0000-4000-8000-0000000000b2',
    sequence: 3,
    start: '2025-11-27T09:30:00.000Z',
    end: '2025-11-27T11:00:00.000Z',
  });

  it('REQUEST: one VEVENT, its UID, SEQUENCE and UTC times, organizer, attendees, summary, and the meeting as LOCATION and URL', () => {
    for (const session of [first, second]) {
      const text = buildCalendarInvite({
        method: 'REQUEST',
        session,
        ticket: makeTicket(),
        brand,
        link: ticketLink,
        meetingUrl: zoomLink,
      });
      const { calendar, events } = parseInvite(text);

      expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
      expect(events).toHaveLength(1);
      const event = events[0]!;
      expect(event.getFirstPropertyValue('uid')).toBe(`${session.calendarUid}@desk.example.test`);
      expect(event.getFirstPropertyValue('sequence')).toBe(session.sequence);
      expect(utcOf(event, 'dtstart')).toEqual({ iso: session.start, isUtc: true });
      expect(utcOf(event, 'dtend')).toEqual({ iso: session.end, isUtc: true });
      expect(event.getFirstPropertyValue('summary')).toBe(
        'SAP BASIS session · SRBIL10102500013: Transports stuck in QAS',
      );
      expect(event.getFirstPropertyValue('location')).toBe(zoomLink);
      expect(event.getFirstPropertyValue('url')).toBe(zoomLink);
      expect(event.getFirstPropertyValue('description')).toContain(`Join: ${zoomLink}`);
      expect(event.getFirstPropertyValue('description')).toContain(ticketLink);
      expect(event.getFirstPropertyValue('status')).toBe('CONFIRMED');
      const organizer = event.getFirstProperty('organizer')!;
      expect(organizer.getParameter('cn')).toBe('BasisDesk');
      expect(String(organizer.getFirstValue()).toLowerCase()).toBe('mailto:no-reply@desk.example.test');
      expect(attendeesOf(event)).toEqual([
        { name: 'Asha Rao', address: 'mailto:asha@customer.example.test', rsvp: 'TRUE' },
        { name: 'Ravi Kumar', address: 'mailto:ravi@consultant.example.test', rsvp: 'TRUE' },
      ]);
    }
  });

  it('without a known place: no LOCATION, and the ticket is its URL', () => {
    const { events } = parseInvite(
      buildCalendarInvite({
        method: 'REQUEST',
        session: first,
        ticket: makeTicket(),
        brand,
        link: ticketLink,
        meetingUrl: null,
      }),
    );
    expect(events[0]!.getFirstPropertyValue('location')).toBeNull();
    expect(events[0]!.getFirstPropertyValue('url')).toBe(ticketLink);
  });

  it('CANCEL: METHOD:CANCEL and STATUS:CANCELLED with the same UID and the sequence given, no reply asked', () => {
    const cancelled = makeSession({ sequence: 2 });
    const { calendar, events } = parseInvite(
      buildCalendarInvite({
        method: 'CANCEL',
        session: cancelled,
        ticket: makeTicket(),
        brand,
        link: ticketLink,
        meetingUrl: zoomLink,
      }),
    );

    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(events).toHaveLength(1);
    expect(events[0]!.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(events[0]!.getFirstPropertyValue('uid')).toBe(`${cancelled.calendarUid}@desk.example.test`);
    expect(events[0]!.getFirstPropertyValue('sequence')).toBe(2);
    expect(events[0]!.getFirstPropertyValue('location')).toBe(zoomLink);
    expect(attendeesOf(events[0]!).map((attendee) => attendee.rsvp)).toEqual(['FALSE', 'FALSE']);
  });

  it('a ticket without a consultant invites the customer alone', () => {
    const { events } = parseInvite(
      buildCalendarInvite({
        method: 'REQUEST',
        session: first,
        ticket: makeTicket({ consultant: null }),
        brand,
        link: ticketLink,
        meetingUrl: null,
      }),
    );
    expect(attendeesOf(events[0]!).map((attendee) => attendee.address)).toEqual([
      'mailto:asha@customer.example.test',
    ]);
  });

  it('names and titles with CR/LF and quotes never write a property of their own', () => {
    const text = buildCalendarInvite({
      method: 'REQUEST',
      session: first,
      meetingUrl: null,
      ticket: makeTicket({
        customer: makeCustomer({ fullName: 'Asha\r\nATTENDEE:mailto:evil@evil.test\r\nBcc: x@evil.test' }),
        consultant: makeConsultant({ fullName: 'Ravi "the" Kumar\u2028X-EVIL:1' }),
        title: 'Stuck\r\nMETHOD:PUBLISH',
        description: 'Line one\r\nMETHOD:PUBLISH\r\nline three',
      }),
      brand: { ...brand, appName: 'Basis\nDesk' },
      link: ticketLink,
    });
    const { calendar, events } = parseInvite(text);

    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(calendar.getAllProperties('method')).toHaveLength(1);
    expect(events[0]!.getAllProperties().map((property) => property.name)).not.toContain('x-evil');
    expect(attendeesOf(events[0]!)).toEqual([
      {
        name: 'Asha ATTENDEE:mailto:evil@evil.test Bcc: x@evil.test',
        address: 'mailto:asha@customer.example.test',
        rsvp: 'TRUE',
      },
      { name: "Ravi 'the' Kumar X-EVIL:1", address: 'mailto:ravi@consultant.example.test', rsvp: 'TRUE' },
    ]);
    expect(events[0]!.getFirstProperty('organizer')!.getParameter('cn')).toBe('Basis Desk');
    expect(events[0]!.getFirstPropertyValue('summary')).toBe(
      'SAP BASIS session · SRBIL10102500013: Stuck METHOD:PUBLISH',
    );
    // The description keeps its lines, escaped inside its one property.
    expect(events[0]!.getFirstPropertyValue('description')).toContain('Line one\nMETHOD:PUBLISH');
  });
});
