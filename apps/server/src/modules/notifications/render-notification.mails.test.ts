// Each mail's own words: bookings, sessions, tickets, payments, ratings, messages, security notices.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  brand,
  by,
  makeConsultant,
  makeCustomer,
  makeSession,
  makeTicket,
  render,
  ticketLink,
} from './notification-mail.test-kit';

describe('renderNotification', () => {
  describe('bookings', () => {
    it('booking.confirmed: the customer reads the sessions in their own zone, the consultant, the number and a REQUEST invite', async () => {
      const later = makeSession({
        calendarUid: 'c0ffee00-0000-4000-8000-0000000000b2',
        start: '2025-11-27T09:30:00.000Z',
        end: '2025-11-27T11:00:00.000Z',
      });
      const mail = await render('booking.confirmed', { payload: { sessions: [makeSession(), later] } });

      expect(mail.subject).toBe('Booking confirmed · SRBIL10102500013');
      expect(mail.text).toContain('Your booking is confirmed\n');
      expect(mail.text).toContain(
        'Ravi Kumar will work with you on ticket SRBIL10102500013 in these 2 sessions:',
      );
      expect(mail.text).toContain('Wednesday, November 26, 2025, 10:30 AM – 12:30 PM IST');
      expect(mail.text).toContain('Thursday, November 27, 2025, 3:00 PM – 4:30 PM IST');
      expect(mail.text).toContain('Transport requests stuck in the import queue');
      expect(mail.calendar?.method).toBe('REQUEST');
      const calendar = new ICAL.Component(ICAL.parse(mail.calendar!.content));
      expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
      expect(calendar.getAllSubcomponents('vevent')).toHaveLength(2);
    });

    it('booking.received: the consultant reads the times in their zone (CET) and who booked', async () => {
      const mail = await render('booking.received');
      expect(mail.subject).toBe('New booking · SRBIL10102500013');
      expect(mail.text).toContain('Asha Rao booked you for ticket SRBIL10102500013 in this session:');
      expect(mail.text).toContain('Wednesday, November 26, 2025, 6:00 AM – 8:00 AM CET');
      expect(mail.calendar?.method).toBe('REQUEST');
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
      expect(mail.subject).toBe('Session cancelled · SRBIL10102500013');
      expect(mail.text).toContain('Asha Rao cancelled this session of ticket SRBIL10102500013:');
      expect(mail.text).toContain('Month-end freeze');
      expect(mail.calendar?.method).toBe('CANCEL');
      const [event] = new ICAL.Component(ICAL.parse(mail.calendar!.content)).getAllSubcomponents('vevent');
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

    it('session.moved shows the new and the previous time and updates the same event with its raised sequence', async () => {
      const mail = await render('session.moved');
      expect(mail.text).toContain('New time: Thursday, November 27, 2025, 6:00 AM – 8:00 AM CET');
      expect(mail.text).toContain('Previous time: Wednesday, November 26, 2025, 6:00 AM – 8:00 AM CET');
      expect(mail.calendar?.method).toBe('REQUEST');
      const [event] = new ICAL.Component(ICAL.parse(mail.calendar!.content)).getAllSubcomponents('vevent');
      expect(event!.getFirstPropertyValue('uid')).toBe(
        'c0ffee00-0000-4000-8000-0000000000b1@desk.example.test',
      );
      expect(event!.getFirstPropertyValue('sequence')).toBe(1);
      expect((event!.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString()).toBe(
        '2025-11-27T05:00:00.000Z',
      );
    });

    it.each([
      [24, 'Session starts in 24 hours · SRBIL10102500013', 'starts in 24 hours'],
      [1, 'Session starts in 1 hour · SRBIL10102500013', 'starts in 1 hour'],
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
      expect(mail.calendar).toBeNull();
    });
  });

  describe('tickets', () => {
    it('ticket.statusChanged writes the statuses as the app labels them', async () => {
      const mail = await render('ticket.statusChanged', {
        payload: { from: 'InProgress', to: 'PendingCustomerAction', by: by('Ravi Kumar') },
      });
      expect(mail.subject).toBe('Status changed to Pending Customer Action · SRBIL10102500013');
      expect(mail.text).toContain(
        'Ravi Kumar changed the status of ticket SRBIL10102500013 from In Progress to Pending Customer Action.',
      );
    });

    it('ticket.statusChanged to a consultant reads Paid as Closed', async () => {
      const mail = await render('ticket.statusChanged', {
        recipient: makeConsultant(),
        payload: { from: 'Closed', to: 'Paid', by: by('Meera Admin') },
      });
      expect(mail.subject).toBe('Status changed to Closed · SRBIL10102500013');
      expect(mail.text).not.toContain('Paid');
    });

    it('ticket.actionNeeded', async () => {
      const mail = await render('ticket.actionNeeded');
      expect(mail.subject).toBe('Action needed on SRBIL10102500013');
      expect(mail.text).toContain('Pending Customer Action');
    });

    it('ticket.closed: the amount in rupees and a Pay button to the pay link', async () => {
      const mail = await render('ticket.closed', {
        payload: { status: 'Closed', amount: 120000, hoursWorked: 60, by: by('Ravi Kumar') },
      });
      const pay = `${brand.appUrl}/tickets?ticket=${makeTicket().id}&pay=1`;
      expect(mail.subject).toBe('Ticket closed · SRBIL10102500013');
      expect(mail.text).toContain('Amount due: ₹1,20,000.00');
      expect(mail.text).toContain('Hours worked: 60');
      expect(mail.text).toContain(`Pay ₹1,20,000.00 ${pay}`);
      expect(mail.html).toContain(`href="${pay.replace('&', '&amp;')}"`);
    });

    it('ticket.closed without a pay link offers the ticket instead', async () => {
      const mail = await render('ticket.closed', { links: { pay: null } });
      expect(mail.text).toContain('₹1,500.00');
      expect(mail.text).not.toContain('Pay ₹');
      expect(mail.text).toContain(`Open the ticket ${ticketLink}`);
    });

    it('ticket.closed that bills nothing as it goes out: nothing due, no Pay button, the ticket instead', async () => {
      // Told while the sessions ahead were still held; freed by the close before the mail went out.
      const mail = await render('ticket.closed', {
        payload: { status: 'Closed', amount: 1000, hoursWorked: null, by: by('Asha Rao') },
        ticket: makeTicket({ status: 'Closed', amount: 0 }),
      });
      expect(mail.text).toContain('Nothing is due: no hours were logged and no booked time was held.');
      expect(mail.text).not.toContain('Amount due');
      expect(mail.text).not.toContain('Pay ₹');
      expect(mail.text).toContain(`Open the ticket ${ticketLink}`);
    });

    it('ticket.escalated', async () => {
      const mail = await render('ticket.escalated');
      expect(mail.subject).toBe('Ticket escalated · SRBIL10102500013');
      expect(mail.text).toContain('Asha Rao escalated ticket SRBIL10102500013.');
    });
  });

  describe('payments and ratings', () => {
    it('payment.received says the receipt is attached', async () => {
      const mail = await render('payment.received');
      expect(mail.subject).toBe('Payment received · SRBIL10102500013');
      expect(mail.text).toContain('We received your payment of ₹1,500.00 for ticket SRBIL10102500013.');
      expect(mail.text).toContain('Your receipt is attached to this email');
    });

    it('payment.refunded states the amount and the reason', async () => {
      const refund = await render('payment.refunded');
      expect(refund.subject).toBe('Payment refunded · SRBIL10102500013');
      expect(refund.text).toContain('Your payment of ₹1,500.00 for ticket SRBIL10102500013 was refunded.');
      expect(refund.text).toContain('Session did not take place');
    });

    it('rating.received: the average score and the comment', async () => {
      const mail = await render('rating.received');
      expect(mail.subject).toBe('New rating · SRBIL10102500013');
      expect(mail.text).toContain('Average score: 4.5 out of 5');
      expect(mail.text).toContain('Fixed it in one go');
    });
  });

  it('messages.unread lists each message with sender, time in the recipient zone and text, and links the conversation', async () => {
    const mail = await render('messages.unread');
    expect(mail.subject).toBe('Unread messages · SRBIL10102500013');
    expect(mail.text).toContain(
      'You have 2 unread messages from Ravi Kumar in the conversation about ticket SRBIL10102500013.',
    );
    expect(mail.text).toContain('Nov 25, 2025, 2:30 PM IST');
    expect(mail.text).toContain('Nov 25, 2025, 2:32 PM IST');
    expect(mail.text).toContain('Can you share the STMS log?');
    expect(mail.text).toContain('And the dev_tp trace, please.');
    expect(mail.text).toContain(`Open the conversation ${brand.appUrl}/messages?conversation=conv1`);
  });

  it('messages.unread still goes when the ticket cannot be read', async () => {
    const mail = await render('messages.unread', { ticket: null });
    expect(mail.subject).toBe('Unread messages');
    expect(mail.text).toContain('in the conversation.');
  });

  describe('security notices', () => {
    it.each([
      [
        'security.passwordChanged',
        'Your password was changed',
        'If this was not you, contact support@desk.example.test',
      ],
      [
        'security.signInMethodLinked',
        'Google sign-in was linked to your account',
        'If this was not you, contact support@desk.example.test',
      ],
      [
        'security.accountDeactivated',
        'Your account was deactivated',
        'If you did not expect this, contact support@desk.example.test',
      ],
    ] as const)('%s', async (event, subject, warning) => {
      const mail = await render(event);
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(warning);
      expect(mail.calendar).toBeNull();
    });
  });
});
