// Decision 051: every session is an invite of its own, its place as LOCATION and URL, and whoever
// cancels or moves it gets the CANCEL or the update too. Read back from real SMTP with an
// iCalendar parser.
import { JITSI_ROOM_BASE, upcomingSessionListSchema } from '@basisdesk/shared';
import ICAL from 'ical.js';
import { type ParsedMail, simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { openBookingKit } from '../../../test/booking-kit';
import { expectBody } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';
import { startSmtpSink } from '../../../test/smtp-sink';
import { useOpened } from '../../../test/use-opened';

const smtp = useOpened(async () => {
  const sink = await startSmtpSink();
  return { ...sink, close: sink.close };
});
const kit = useOpened(() => openBookingKit({ config: { SMTP_URL: smtp.url } }));

const DAY_MS = 24 * 60 * 60 * 1000;
const ZOOM = 'https://us02web.zoom.us/j/81234567890?pwd=Zm9v';

interface Invite {
  method: string;
  uid: string;
  sequence: number;
  location: string | null;
  url: string;
  events: number;
}

/** Every invite of a mail, whether its calendar part or an .ics attachment, parsed. */
function invitesOf(mail: ParsedMail): Invite[] {
  return (mail.attachments ?? [])
    .filter((part) => part.contentType.startsWith('text/calendar'))
    .map((part) => {
      const calendar = new ICAL.Component(ICAL.parse(part.content.toString('utf8')));
      const event = calendar.getFirstSubcomponent('vevent');
      if (!event) throw new Error('an invite without a VEVENT');
      return {
        method: String(calendar.getFirstPropertyValue('method')),
        uid: String(event.getFirstPropertyValue('uid')),
        sequence: Number(event.getFirstPropertyValue('sequence')),
        location: (event.getFirstPropertyValue('location') as string | null) ?? null,
        url: String(event.getFirstPropertyValue('url')),
        events: calendar.getAllSubcomponents('vevent').length,
      };
    });
}

/** The mails to `person` whose subject starts with `subject`, oldest first, after delivering the outbox. */
async function mailsTo(person: TestUser, subject: string): Promise<ParsedMail[]> {
  await kit.app.notificationDelivery.deliverDue();
  const mails = await Promise.all(
    smtp.received.filter((mail) => mail.to.includes(person.email)).map((mail) => simpleParser(mail.raw)),
  );
  return mails.filter((mail) => mail.subject?.startsWith(subject));
}

/** A customer's ticket with a consultant: two sessions (slots 0 and 2 of four), days ahead. */
async function bookTwoSessions(meetingLink: string | null) {
  const taxonomy = await kit.newTaxonomy();
  const customer = await kit.newCustomer();
  const consultant = await kit.newConsultant({ skills: [{ typeId: taxonomy.typeId }] });
  const saved = await kit.send('PUT', '/api/Users/consultants/me/meeting-link', consultant, { meetingLink });
  expect(saved.statusCode).toBe(200);
  const day = new Date(kit.clock.now().getTime() + 4 * DAY_MS);
  const at = `${day.toISOString().slice(0, 10)}T05:00:00.000Z`;
  const slots = await kit.publishBlock(consultant, at, 2);
  const ticket = await kit.book(customer, consultant, taxonomy, { slots: [slots[0]!, slots[2]!] });
  return { customer, consultant, slots, ticket };
}

describe('session invites', () => {
  it("a booking of two sessions mails each person one invite per session, the consultant's link as LOCATION and URL", async () => {
    const { customer, consultant, slots } = await bookTwoSessions(ZOOM);
    for (const [person, subject] of [
      [customer, 'Booking confirmed'],
      [consultant, 'New booking'],
    ] as const) {
      const [mail, ...more] = await mailsTo(person, subject);
      expect(more).toEqual([]);
      const invites = invitesOf(mail!);
      expect(invites.map((invite) => [invite.method, invite.uid, invite.events])).toEqual([
        ['REQUEST', `${slots[0]?.id}@app.test`, 1],
        ['REQUEST', `${slots[2]?.id}@app.test`, 1],
      ]);
      for (const invite of invites) expect([invite.location, invite.url]).toEqual([ZOOM, ZOOM]);
      expect(mail?.text).toContain(`Join on Zoom ${ZOOM}`);
    }
  });

  it('without a link each session has its own Jitsi Meet room, the same in the agenda, the invite, a move and a cancel, which the one who made them gets too', async () => {
    const { customer, consultant, slots, ticket } = await bookTwoSessions(null);
    const [booked] = await mailsTo(customer, 'Booking confirmed');
    const rooms = invitesOf(booked!).map((invite) => invite.location);
    expect(rooms).toHaveLength(2);
    for (const room of rooms) expect(room).toMatch(/^https:\/\/meet\.jit\.si\/BasisDesk-[0-9a-f]{32}$/);
    expect(new Set(rooms).size).toBe(2);
    expect(rooms[0]?.startsWith(JITSI_ROOM_BASE)).toBe(true);

    const agenda = expectBody(
      await kit.send('GET', '/api/SupportRequests/sessions/upcoming', customer),
      200,
      upcomingSessionListSchema,
    ).filter((session) => session.ticketId === ticket.id);
    expect(agenda.map((session) => session.meeting)).toEqual([
      { url: rooms[0], label: 'Join on Jitsi Meet' },
      { url: rooms[1], label: 'Join on Jitsi Meet' },
    ]);

    // The customer moves the second session half an hour on: the same event and room, SEQUENCE 1.
    const moved = await kit.send(
      'POST',
      `/api/SupportRequests/${ticket.id}/sessions/${slots[2]?.id}/reschedule`,
      customer,
      { slotIds: [slots[3]?.id] },
    );
    expect(moved.statusCode).toBe(200);
    for (const person of [customer, consultant]) {
      const [mail, ...more] = await mailsTo(person, 'Session moved');
      expect(more).toEqual([]);
      expect(invitesOf(mail!)).toEqual([
        {
          method: 'REQUEST',
          uid: `${slots[2]?.id}@app.test`,
          sequence: 1,
          location: rooms[1],
          url: rooms[1],
          events: 1,
        },
      ]);
    }

    // The consultant releases the first: the CANCEL reaches them as well as the customer.
    const released = await kit.send(
      'POST',
      `/api/SupportRequests/${ticket.id}/sessions/${slots[0]?.id}/cancel`,
      consultant,
      { reason: 'Called away to an outage' },
    );
    expect(released.statusCode).toBe(200);
    for (const person of [customer, consultant]) {
      const [mail, ...more] = await mailsTo(person, 'Session cancelled');
      expect(more).toEqual([]);
      expect(invitesOf(mail!)).toMatchObject([
        { method: 'CANCEL', uid: `${slots[0]?.id}@app.test`, sequence: 1, location: rooms[0] },
      ]);
    }
    const [own] = await mailsTo(consultant, 'Session cancelled');
    expect(own?.text).toContain('You cancelled this session');
  });

  it("a close before two sessions: one mail to each person, the customer's bill with a CANCEL for each session", async () => {
    const { customer, consultant, slots, ticket } = await bookTwoSessions(null);
    await kit.moveTo(consultant, ticket.id, 'InProgress');
    await kit.moveTo(consultant, ticket.id, 'Closed', { hoursWorked: 1 });
    await kit.app.notificationDelivery.deliverDue();
    const since = (person: TestUser) =>
      smtp.received.filter((mail) => mail.to.includes(person.email)).map((mail) => simpleParser(mail.raw));
    const cancels = [
      { method: 'CANCEL', uid: `${slots[0]?.id}@app.test`, sequence: 1 },
      { method: 'CANCEL', uid: `${slots[2]?.id}@app.test`, sequence: 1 },
    ];
    const toCustomer = (await Promise.all(since(customer))).filter(
      (mail) => !mail.subject?.startsWith('Booking confirmed') && !mail.subject?.startsWith('Status changed'),
    );
    expect(toCustomer.map((mail) => mail.subject?.split(' · ')[0])).toEqual(['Ticket closed']);
    expect(toCustomer[0]?.text).toContain('The 2 sessions still ahead on this ticket are cancelled:');
    expect(invitesOf(toCustomer[0]!)).toMatchObject(cancels);
    const toConsultant = (await Promise.all(since(consultant))).filter(
      (mail) => !mail.subject?.startsWith('New booking'),
    );
    expect(toConsultant.map((mail) => mail.subject?.split(' · ')[0])).toEqual(['Sessions cancelled']);
    expect(invitesOf(toConsultant[0]!)).toMatchObject(cancels);
  });
});
