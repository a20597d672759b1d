import { categoryOf, NOTIFICATION_EVENT_NAMES, type NotificationEvent } from '@basisdesk/shared';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { toSubject } from './mail-text';
import type { NotificationPayloads } from './notification-drafts';
import type { MailPerson, NotificationRenderInput, TicketFacts, UnreadMessage } from './notification-mail';
import {
  brand,
  makeConsultant,
  makeCustomer,
  makeSession,
  makeTicket,
  ticketLink,
} from './notification-mail.test-kit';
import { renderNotification } from './render-notification';

const admin: MailPerson = {
  id: 'c0ffee00-0000-4000-8000-000000000003',
  firstName: 'Meera',
  fullName: 'Meera Admin',
  email: 'meera@desk.example.test',
  timeZone: null,
};

const by = (name: string) => ({ id: null, name });

/** One plausible payload per event, and who receives it. */
const EXAMPLES: {
  [E in NotificationEvent]: { payload: NotificationPayloads[E]; to: 'customer' | 'consultant' | 'admin' };
} = {
  'booking.confirmed': { to: 'customer', payload: { sessions: [makeSession()] } },
  'booking.received': { to: 'consultant', payload: { sessions: [makeSession()] } },
  'session.cancelled': {
    to: 'consultant',
    payload: {
      session: makeSession({ sequence: 1 }),
      by: by('Asha Rao'),
      reason: 'Month-end freeze',
      ticketEnded: false,
    },
  },
  'session.moved': {
    to: 'consultant',
    payload: {
      session: makeSession({
        sequence: 1,
        start: '2025-11-27T05:00:00.000Z',
        end: '2025-11-27T07:00:00.000Z',
      }),
      previous: { start: '2025-11-26T05:00:00.000Z', end: '2025-11-26T07:00:00.000Z' },
      by: by('Asha Rao'),
    },
  },
  'session.reminder': {
    to: 'customer',
    payload: {
      sessionId: 's1',
      start: '2025-11-26T05:00:00.000Z',
      end: '2025-11-26T07:00:00.000Z',
      hoursBefore: 24,
    },
  },
  'ticket.statusChanged': {
    to: 'customer',
    payload: { from: 'New', to: 'InProgress', by: by('Ravi Kumar') },
  },
  'ticket.actionNeeded': { to: 'customer', payload: { by: by('Ravi Kumar') } },
  'ticket.closed': {
    to: 'customer',
    payload: { status: 'Closed', amount: 1500, hoursWorked: 1, by: by('Ravi Kumar') },
  },
  'ticket.escalated': { to: 'admin', payload: { by: by('Asha Rao') } },
  'payment.received': { to: 'customer', payload: { amount: 1500, paymentStatus: 'Paid' } },
  'payment.refunded': { to: 'customer', payload: { amount: 1500, reason: 'Session did not take place' } },
  'rating.received': {
    to: 'consultant',
    payload: { ratingId: 'r1', average: 4.5, comments: 'Fixed it in one go', ratedBy: 'Asha Rao' },
  },
  'messages.unread': {
    to: 'customer',
    payload: { conversationId: 'conv1', firstMessageAt: '2025-11-25T09:00:00.000Z' },
  },
  'security.passwordChanged': { to: 'customer', payload: {} },
  'security.accountDeactivated': { to: 'consultant', payload: {} },
  'security.signInMethodLinked': { to: 'customer', payload: { provider: 'google' } },
};

const unread: UnreadMessage[] = [
  {
    senderName: 'Ravi Kumar',
    sentAt: new Date('2025-11-25T09:00:00.000Z'),
    text: 'Can you share the STMS log?',
  },
  {
    senderName: 'Ravi Kumar',
    sentAt: new Date('2025-11-25T09:02:00.000Z'),
    text: 'And the dev_tp trace, please.',
  },
];

interface InputOptions<E extends NotificationEvent> {
  payload?: NotificationPayloads[E];
  recipient?: MailPerson;
  ticket?: TicketFacts | null;
  links?: Partial<NotificationRenderInput['links']>;
}

/** The render input the delivery would build for `event`, to the example's recipient. */
function inputFor<E extends NotificationEvent>(
  event: E,
  options: InputOptions<E> = {},
): NotificationRenderInput {
  const example = EXAMPLES[event];
  const ticket = options.ticket === undefined ? makeTicket() : options.ticket;
  const recipient =
    options.recipient ??
    (example.to === 'admin' ? admin : example.to === 'customer' ? makeCustomer() : makeConsultant());
  const isSecurity = categoryOf(event) === 'security';
  return {
    notification: {
      id: 'c0ffee00-0000-4000-8000-0000000000ff',
      event,
      recipientId: recipient.id,
      dedupeKey: `${event}:test`,
      ticketId: isSecurity ? null : (ticket?.id ?? null),
      payload: options.payload ?? example.payload,
      messageId: '<n1@desk.example.test>',
      attempts: 0,
      createdAt: new Date('2025-11-25T09:07:00.000Z'),
    } as NotificationRenderInput['notification'],
    recipient,
    ticket: isSecurity ? null : ticket,
    unreadMessages: event === 'messages.unread' ? unread : [],
    brand,
    links: {
      primary: event === 'messages.unread' ? `${brand.appUrl}/messages?conversation=conv1` : ticketLink,
      preferences: `${brand.appUrl}/settings#notifications`,
      unsubscribe: isSecurity ? null : `${brand.appUrl}/unsubscribe?token=tok-${categoryOf(event)}`,
      pay: event === 'ticket.closed' ? `${brand.appUrl}/tickets?ticket=${makeTicket().id}&pay=1` : null,
      ...options.links,
    },
  };
}

const render = <E extends NotificationEvent>(event: E, options?: InputOptions<E>) =>
  renderNotification(inputFor(event, options));

const LINE_BREAKS = /[\r\n\u2028\u2029]/;

describe('renderNotification', () => {
  describe.each(NOTIFICATION_EVENT_NAMES)('%s', (event) => {
    const isSecurity = categoryOf(event) === 'security';

    it('has a one-line subject (with the ticket number for a ticket), the primary link, the support contacts', async () => {
      const input = inputFor(event);
      const mail = await renderNotification(input);

      expect(mail.subject).not.toMatch(LINE_BREAKS);
      if (isSecurity) expect(mail.subject).not.toContain('SRBIL10102500013');
      else expect(mail.subject).toContain('SRBIL10102500013');
      for (const body of [mail.text, mail.html]) {
        expect(body).toContain(input.links.primary);
        expect(body).toContain('support@desk.example.test');
        expect(body).toContain('+91 80 4000 1234');
        expect(body).toContain(`${brand.appUrl}/settings#notifications`);
      }
      // The plain text reads as written: the phone once, without its tel: link.
      expect(mail.text).not.toContain('tel:');
      expect(mail.html).toContain('<meta name="color-scheme" content="light dark"/>');
      expect(mail.html).toContain('<meta name="supported-color-schemes" content="light dark"/>');
      expect(mail.html).toContain('@media (prefers-color-scheme: dark)');
      expect(mail.html).toContain('max-width:600px');
      expect(mail.html).toContain('background-color:#f59e0b');
    });

    it(
      isSecurity
        ? 'has no unsubscribe link: security notices are always sent'
        : 'has the unsubscribe link of its category',
      async () => {
        const mail = await render(event);
        if (isSecurity) {
          expect(mail.text).not.toContain('Unsubscribe');
          expect(mail.html).not.toContain('/unsubscribe');
        } else {
          expect(mail.text).toContain(
            `Unsubscribe from these emails ${brand.appUrl}/unsubscribe?token=tok-${categoryOf(event)}`,
          );
        }
      },
    );

    it('keeps CR/LF in names and descriptions out of the subject and HTML out of the markup', async () => {
      const evil = 'Asha\r\nBcc: x@evil.test\u2028<img src=x onerror=alert(1)>';
      const ticket = makeTicket({
        description: '<script>alert(1)</script><b>x</b>\r\nSubject: hacked',
        customer: makeCustomer({ fullName: evil, firstName: evil }),
        consultant: makeConsultant({ fullName: evil, firstName: evil }),
      });
      const recipient = EXAMPLES[event].to === 'consultant' ? ticket.consultant! : ticket.customer;
      const mail = await render(event, { ticket, recipient });

      expect(mail.subject).not.toMatch(LINE_BREAKS);
      expect(mail.html).not.toContain('<script');
      expect(mail.html).not.toContain('<b>x');
      expect(mail.html).not.toContain('<img src=x');
    });
  });

  it('escapes a description full of HTML: shown as text, never as a tag', async () => {
    const ticket = makeTicket({ description: '<script>alert(1)</script><b>x</b>' });
    const mail = await render('ticket.statusChanged', { ticket });

    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;b&gt;x&lt;/b&gt;');
    expect(mail.html).not.toContain('<script');
    expect(mail.html).not.toContain('<b>x</b>');
    expect(mail.text).toContain('<script>alert(1)</script><b>x</b>');
  });

  it('quotes only the first 300 characters of a long description', async () => {
    const ticket = makeTicket({ description: `${'a'.repeat(300)}THE-REST` });
    const mail = await render('booking.confirmed', { ticket });
    expect(mail.text).toContain(`${'a'.repeat(300)}…`);
    expect(mail.text).not.toContain('THE-REST');
  });

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

  it('refuses to write a ticket mail without its ticket, naming the notification', async () => {
    await expect(render('ticket.closed', { ticket: null })).rejects.toThrow(
      'Notification c0ffee00-0000-4000-8000-0000000000ff (ticket.closed) has no ticket to write about',
    );
  });
});

describe('toSubject', () => {
  it('collapses every line break and blank run to one space', () => {
    expect(toSubject('New booking', 'Asha\r\nBcc: x@evil.test\u2028\u2029\t  Rao')).toBe(
      'New booking · Asha Bcc: x@evil.test Rao',
    );
  });

  it('cuts at 200 characters', () => {
    const subject = toSubject('x'.repeat(500));
    expect(subject).toHaveLength(200);
    expect(subject.endsWith('…')).toBe(true);
  });
});
