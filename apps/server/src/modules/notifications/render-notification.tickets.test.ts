import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  brand,
  by,
  makeConsultant,
  makeSession,
  makeTicket,
  render,
  ticketLink,
} from './notification-mail.test-kit';

const released = [
  makeSession({ sequence: 1 }),
  makeSession({
    calendarUid: 'c0ffee00-0000-4000-8000-0000000000b2',
    sequence: 1,
    start: '2025-11-28T05:00:00.000Z',
    end: '2025-11-28T06:00:00.000Z',
  }),
];
const cancelledUids = (mail: Awaited<ReturnType<typeof render>>) =>
  mail.calendars.map((invite) => {
    const event = new ICAL.Component(ICAL.parse(invite.content)).getFirstSubcomponent('vevent');
    return [invite.method, event?.getFirstPropertyValue('uid'), event?.getFirstPropertyValue('status')];
  });

describe('renderNotification', () => {
  describe('tickets', () => {
    it('ticket.statusChanged writes the statuses as the app labels them', async () => {
      const mail = await render('ticket.statusChanged', {
        payload: { from: 'InProgress', to: 'PendingCustomerAction', by: by('Ravi Kumar') },
      });
      expect(mail.subject).toBe(
        'Status changed to Pending Customer Action · SRBIL10102500013: Transports stuck in QAS',
      );
      expect(mail.text).toContain(
        'Ravi Kumar changed the status of ticket SRBIL10102500013 from In Progress to Pending Customer Action.',
      );
    });

    it('ticket.statusChanged to a consultant reads Paid as Closed', async () => {
      const mail = await render('ticket.statusChanged', {
        recipient: makeConsultant(),
        payload: { from: 'Closed', to: 'Paid', by: by('Meera Admin') },
      });
      expect(mail.subject).toBe('Status changed to Closed · SRBIL10102500013: Transports stuck in QAS');
      expect(mail.text).not.toContain('Paid');
    });

    it('ticket.actionNeeded', async () => {
      const mail = await render('ticket.actionNeeded');
      expect(mail.subject).toBe('Action needed on SRBIL10102500013: Transports stuck in QAS');
      expect(mail.text).toContain('Pending Customer Action');
    });

    it('ticket.closed: the amount in rupees and a Pay button to the pay link', async () => {
      const mail = await render('ticket.closed', {
        payload: { status: 'Closed', amount: 120000, hoursWorked: 60, by: by('Ravi Kumar') },
      });
      const pay = `${brand.appUrl}/tickets?ticket=${makeTicket().id}&pay=1`;
      expect(mail.subject).toBe('Ticket closed · SRBIL10102500013: Transports stuck in QAS');
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

    it('ticket.closed with the sessions the close released: the bill, each session, and a CANCEL invite for each', async () => {
      const mail = await render('ticket.closed', {
        payload: {
          status: 'Closed',
          amount: 2000,
          hoursWorked: 1,
          by: by('Ravi Kumar'),
          releasedSessions: released,
        },
      });
      expect(mail.subject).toBe('Ticket closed · SRBIL10102500013: Transports stuck in QAS');
      expect(mail.text).toContain('Amount due: ₹2,000.00');
      expect(mail.text).toContain('The 2 sessions still ahead on this ticket are cancelled:');
      expect(mail.text).toContain('Friday, November 28, 2025, 10:30 AM – 11:30 AM IST');
      expect(mail.text).toContain('The attached updates remove them from your calendar.');
      expect(cancelledUids(mail)).toEqual([
        ['CANCEL', 'c0ffee00-0000-4000-8000-0000000000b1@desk.example.test', 'CANCELLED'],
        ['CANCEL', 'c0ffee00-0000-4000-8000-0000000000b2@desk.example.test', 'CANCELLED'],
      ]);
    });

    it('ticket.statusChanged with one released session says it in the singular', async () => {
      const mail = await render('ticket.statusChanged', {
        recipient: makeConsultant(),
        payload: {
          from: 'InProgress',
          to: 'TopicClosed',
          by: by('Asha Admin'),
          releasedSessions: released.slice(0, 1),
        },
      });
      expect(mail.text).toContain('The session still ahead on this ticket is cancelled:');
      expect(mail.text).toContain('The attached update removes it from your calendar.');
      expect(cancelledUids(mail)).toEqual([
        ['CANCEL', 'c0ffee00-0000-4000-8000-0000000000b1@desk.example.test', 'CANCELLED'],
      ]);
    });

    it('a status mail without released sessions carries no invite', async () => {
      expect((await render('ticket.closed')).calendars).toEqual([]);
      expect((await render('ticket.statusChanged')).calendars).toEqual([]);
    });

    it('sla.warning tells the consultant what is due and by when, in their zone', async () => {
      const mail = await render('sla.warning', { recipient: makeConsultant() });
      expect(mail.subject).toBe(
        'Respond by Nov 25, 2025, 6:00 AM CET · SRBIL10102500013: Transports stuck in QAS',
      );
      expect(mail.text).toContain(
        'The first response to ticket SRBIL10102500013 (Very High) is due by Nov 25, 2025, 6:00 AM CET.',
      );
      expect(mail.text).toContain(
        'A message in its conversation or a change of its status is the first response.',
      );
    });

    it('sla.breached names the target, the priority and when it was due', async () => {
      const mail = await render('sla.breached');
      expect(mail.subject).toBe('SLA breached: resolution · SRBIL10102500013: Transports stuck in QAS');
      expect(mail.text).toContain(
        'The resolution target of ticket SRBIL10102500013 (High) was breached: it was due by',
      );
    });

    it('ticket.escalated', async () => {
      const mail = await render('ticket.escalated');
      expect(mail.subject).toBe('Ticket escalated · SRBIL10102500013: Transports stuck in QAS');
      expect(mail.text).toContain('Asha Rao escalated ticket SRBIL10102500013.');
    });
  });

  describe('payments and ratings', () => {
    it('payment.received says the receipt is attached', async () => {
      const mail = await render('payment.received');
      expect(mail.subject).toBe('Payment received · SRBIL10102500013: Transports stuck in QAS');
      expect(mail.text).toContain('We received your payment of ₹1,500.00 for ticket SRBIL10102500013.');
      expect(mail.text).toContain('Your receipt is attached to this email');
    });

    it('payment.refunded states the amount and the reason', async () => {
      const refund = await render('payment.refunded');
      expect(refund.subject).toBe('Payment refunded · SRBIL10102500013: Transports stuck in QAS');
      expect(refund.text).toContain('Your payment of ₹1,500.00 for ticket SRBIL10102500013 was refunded.');
      expect(refund.text).toContain('Session did not take place');
    });

    it('rating.received: the average score and the comment', async () => {
      const mail = await render('rating.received');
      expect(mail.subject).toBe('New rating · SRBIL10102500013: Transports stuck in QAS');
      expect(mail.text).toContain('Average score: 4.5 out of 5');
      expect(mail.text).toContain('Fixed it in one go');
    });
  });

  it('messages.unread lists each message with sender, time in the recipient zone and text, and links the conversation', async () => {
    const mail = await render('messages.unread');
    expect(mail.subject).toBe('Unread messages · SRBIL10102500013: Transports stuck in QAS');
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
});
