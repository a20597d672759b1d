import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { by, EXAMPLES, makeCustomer, makeSession, render, zoomLink } from './notification-mail.test-kit';

describe('renderNotification', () => {
  describe('bookings', () => {
    it('booking.confirmed: the customer reads the sessions in their own zone, the consultant, the number and a REQUEST invite', async () => {
      const later = makeSession({
        calendarUid: 'c0ffee00-0000-4000-8000-0000000000b2',
        start: '2025-11-27T09:30:00.000Z',
        end: '2025-11-27T11:00:00.000Z',
      });
      const mail = await render('booking.confirmed', { payload: { sessions: [makeSession(), later] } });

      expect(mail.subject).toBe('Booking confirmed · SRBIL10102500013: Transports stuck in QAS');
      expect(mail.text).toContain('Your booking is confirmed\n');
      expect(mail.text).toContain(
        'Ravi Kumar will work with you on ticket SRBIL10102500013 in these 2 sessions:',
      );
      expect(mail.text).toContain('Wednesday, November 26, 2025, 10:30 AM – 12:30 PM IST');
      expect(mail.text).toContain('Thursday, November 27, 2025, 3:00 PM – 4:30 PM IST');
      expect(mail.text).toContain('Transport requests stuck in the import queue');
      // One invite per session, each a calendar of its own with one event.
      expect(mail.calendars.map((invite) => invite.method)).toEqual(['REQUEST', 'REQUEST']);
      const uids = mail.calendars.map((invite) => {
        const calendar = new ICAL.Component(ICAL.parse(invite.content));
        expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
        expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1);
        return calendar.getFirstSubcomponent('vevent')?.getFirstPropertyValue('uid');
      });
      expect(uids).toEqual([
        'c0ffee00-0000-4000-8000-0000000000b1@desk.example.test',
        'c0ffee00-0000-4000-8000-0000000000b2@desk.example.test',
      ]);
    });

    it('booking.received: the consultant reads the times in their zone (CET) and who booked', async () => {
      const mail = await render('booking.received');
      expect(mail.subject).toBe('New booking · SRBIL10102500013: Transports stuck in QAS');
      expect(mail.text).toContain('Asha Rao booked you for ticket SRBIL10102500013 in this session:');
      expect(mail.text).toContain('Wednesday, November 26, 2025, 6:00 AM – 8:00 AM CET');
      expect(mail.calendars.map((invite) => invite.method)).toEqual(['REQUEST']);
    });

    it('writes times in UTC for a recipient without a time zone, and names both days of a session past midnight', async () => {
      const late = makeSession({ start: '2025-11-26T23:00:00.000Z', end: '2025-11-27T01:00:00.000Z' });
      const mail = await render('booking.confirmed', {
        recipient: makeCustomer({ timeZone: null }),
        payload: { sessions: [late] },
      });
      expect(mail.text).toContain(
        'Wednesday, November 26, 2025, 11:00 PM – Thursday, November 27, 2025, 1:00 AM UTC',
      );
    });
  });

  describe('sessions', () => {
    it('session.cancelled names who cancelled and why, and cancels the calendar event', async () => {
      const mail = await render('session.cancelled');
      expect(mail.subject).toBe('Session cancelled · SRBIL10102500013: Transports stuck in QAS');
      expect(mail.text).toContain('Asha Rao cancelled this session of ticket SRBIL10102500013:');
      expect(mail.text).toContain('Month-end freeze');
      expect(mail.calendars.map((invite) => invite.method)).toEqual(['CANCEL']);
      const [event] = new ICAL.Component(ICAL.parse(mail.calendars[0]!.content)).getAllSubcomponents(
        'vevent',
      );
      expect(event!.getFirstPropertyValue('status')).toBe('CANCELLED');
      expect(event!.getFirstPropertyValue('sequence')).toBe(1);
    });

    it('session.cancelled when the ticket ended: says so instead of naming a person', async () => {
      const mail = await render('session.cancelled', {
        payload: {
          session: makeSession({ sequence: 1 }),
          by: by('Ravi Kumar'),
          reason: null,
          ticketEnded: true,
        },
      });
      expect(mail.text).toContain('Ticket SRBIL10102500013 was closed, so this session will not take place:');
      expect(mail.text).not.toContain('Ravi Kumar cancelled');
      expect(mail.text).not.toContain('The reason given');
    });

    it("session.cancelled for a finished ticket's sessions: one mail, every session listed, a CANCEL for each", async () => {
      const first = makeSession({ sequence: 1 });
      const second = makeSession({
        calendarUid: 'c0ffee00-0000-4000-8000-0000000000b2',
        sequence: 1,
        start: '2025-11-28T05:00:00.000Z',
        end: '2025-11-28T06:00:00.000Z',
      });
      const mail = await render('session.cancelled', {
        payload: {
          session: first,
          sessions: [first, second],
          by: by('Ravi Kumar'),
          reason: null,
          ticketEnded: true,
        },
      });
      expect(mail.subject).toBe('Sessions cancelled · SRBIL10102500013: Transports stuck in QAS');
      expect(mail.text).toContain(
        'Ticket SRBIL10102500013 was closed, so these 2 sessions will not take place:',
      );
      expect(mail.text).toContain('The attached updates remove them from your calendar.');
      expect(mail.calendars.map((invite) => invite.method)).toEqual(['CANCEL', 'CANCEL']);
      const uids = mail.calendars.map((invite) =>
        new ICAL.Component(ICAL.parse(invite.content))
          .getFirstSubcomponent('vevent')!
          .getFirstPropertyValue('uid'),
      );
      expect(uids).toEqual([
        'c0ffee00-0000-4000-8000-0000000000b1@desk.example.test',
        'c0ffee00-0000-4000-8000-0000000000b2@desk.example.test',
      ]);
    });

    it('session.moved shows the new and the previous time and updates the same event with its raised sequence', async () => {
      const mail = await render('session.moved');
      expect(mail.text).toContain('New time: Thursday, November 27, 2025, 6:00 AM – 8:00 AM CET');
      expect(mail.text).toContain('Previous time: Wednesday, November 26, 2025, 6:00 AM – 8:00 AM CET');
      expect(mail.calendars.map((invite) => invite.method)).toEqual(['REQUEST']);
      const [event] = new ICAL.Component(ICAL.parse(mail.calendars[0]!.content)).getAllSubcomponents(
        'vevent',
      );
      expect(event!.getFirstPropertyValue('uid')).toBe(
        'c0ffee00-0000-4000-8000-0000000000b1@desk.example.test',
      );
      expect(event!.getFirstPropertyValue('sequence')).toBe(1);
      expect((event!.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString()).toBe(
        '2025-11-27T05:00:00.000Z',
      );
    });

    it.each([
      [24, 'Session starts in 24 hours · SRBIL10102500013: Transports stuck in QAS', 'starts in 24 hours'],
      [1, 'Session starts in 1 hour · SRBIL10102500013: Transports stuck in QAS', 'starts in 1 hour'],
    ])('session.reminder %i hours before', async (hoursBefore, subject, words) => {
      const mail = await render('session.reminder', {
        payload: {
          sessionId: 's1',
          start: '2025-11-26T05:00:00.000Z',
          end: '2025-11-26T07:00:00.000Z',
          hoursBefore,
        },
      });
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(`Your session on ticket SRBIL10102500013 with Ravi Kumar ${words}:`);
      expect(mail.text).toContain('10:30 AM – 12:30 PM IST');
      expect(mail.calendars).toEqual([]);
    });

    it('session.reminder and session.moved say where it takes place; the invite of a move keeps it as LOCATION', async () => {
      const meetingUrls = new Map([[makeSession().calendarUid, zoomLink]]);
      const reminder = await render('session.reminder', {
        payload: { ...EXAMPLES['session.reminder'].payload, calendarUid: makeSession().calendarUid },
        meetingUrls,
      });
      expect(reminder.text).toContain(`Join on Zoom ${zoomLink}`);
      const moved = await render('session.moved', { meetingUrls });
      expect(moved.text).toContain(`Where: ${zoomLink}`);
      const [event] = new ICAL.Component(ICAL.parse(moved.calendars[0]!.content)).getAllSubcomponents(
        'vevent',
      );
      expect(event!.getFirstPropertyValue('location')).toBe(zoomLink);
    });

    it('a cancel or a move told to the person who made it says "You"', async () => {
      const customer = makeCustomer();
      const mine = { id: customer.id, name: customer.fullName };
      const cancelled = await render('session.cancelled', {
        recipient: customer,
        payload: { ...EXAMPLES['session.cancelled'].payload, by: mine },
      });
      expect(cancelled.text).toContain('You cancelled this session of ticket SRBIL10102500013:');
      const moved = await render('session.moved', {
        recipient: customer,
        payload: { ...EXAMPLES['session.moved'].payload, by: mine },
      });
      expect(moved.text).toContain('You moved a session of ticket SRBIL10102500013.');
    });
  });
});
