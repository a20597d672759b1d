import { categoryOf, type NotificationEvent } from '@basisdesk/shared';
import type { NotificationPayloads, SessionRef } from './notification-drafts';
import type {
  MailBrand,
  MailPerson,
  NotificationRenderInput,
  TicketFacts,
  UnreadMessage,
} from './notification-mail';
import { renderNotification } from './render-notification';

/** Plain facts a mail is rendered from, as the delivery would read them; override what a test is about. */

export const brand: MailBrand = {
  appName: 'BasisDesk',
  appUrl: 'https://desk.example.test',
  supportEmail: 'support@desk.example.test',
  supportPhone: '+91 80 4000 1234',
  mailDomain: 'desk.example.test',
};

export const makeCustomer = (overrides: Partial<MailPerson> = {}): MailPerson => ({
  id: 'c0ffee00-0000-4000-8000-000000000001',
  firstName: 'Asha',
  fullName: 'Asha Rao',
  email: 'asha@customer.example.test',
  timeZone: 'Asia/Kolkata',
  ...overrides,
});

export const makeConsultant = (overrides: Partial<MailPerson> = {}): MailPerson => ({
  id: 'c0ffee00-0000-4000-8000-000000000002',
  firstName: 'Ravi',
  fullName: 'Ravi Kumar',
  email: 'ravi@consultant.example.test',
  timeZone: 'Europe/Berlin',
  ...overrides,
});

export const makeTicket = (overrides: Partial<TicketFacts> = {}): TicketFacts => ({
  id: 'c0ffee00-0000-4000-8000-0000000000aa',
  orderNumber: 'SRBIL10102500013',
  title: 'Transports stuck in QAS',
  description: 'Transport requests stuck in the import queue of QAS since the kernel upgrade.',
  status: 'InProgress',
  paymentStatus: 'Pending',
  amount: null,
  customer: makeCustomer(),
  consultant: makeConsultant(),
  ...overrides,
});

/** 26 November 2025, 05:00–07:00 UTC: 10:30 AM – 12:30 PM IST, 6:00 AM – 8:00 AM CET. */
export const makeSession = (overrides: Partial<SessionRef> = {}): SessionRef => ({
  calendarUid: 'c0ffee00-0000-4000-8000-0000000000b1',
  sequence: 0,
  start: '2025-11-26T05:00:00.000Z',
  end: '2025-11-26T07:00:00.000Z',
  ...overrides,
});

export const ticketLink = `${brand.appUrl}/tickets?ticket=${makeTicket().id}`;

const admin: MailPerson = {
  id: 'c0ffee00-0000-4000-8000-000000000003',
  firstName: 'Meera',
  fullName: 'Meera Admin',
  email: 'meera@desk.example.test',
  timeZone: null,
};

export const by = (name: string) => ({ id: null, name });

/** One plausible payload per event, and who receives it. */
export const EXAMPLES: {
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
  'sla.warning': {
    to: 'consultant',
    payload: { target: 'firstResponse', dueAt: '2025-11-25T05:00:00.000Z', priority: 'VeryHigh' },
  },
  'sla.breached': {
    to: 'admin',
    payload: { target: 'resolution', dueAt: '2025-11-25T09:00:00.000Z', priority: 'High' },
  },
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
  'security.signInLocked': { to: 'customer', payload: { lockedUntil: '2025-11-25T09:30:00.000Z' } },
};

export const unread: UnreadMessage[] = [
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
  meetingUrls?: NotificationRenderInput['meetingUrls'];
}

/** The Zoom link of the example sessions' consultant. */
export const zoomLink = 'https://us02web.zoom.us/j/81234567890?pwd=abc';

/** The render input the delivery would build for `event`, to the example's recipient. */
export function inputFor<E extends NotificationEvent>(
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
    meetingUrls: options.meetingUrls ?? new Map(),
  };
}

export const render = <E extends NotificationEvent>(event: E, options?: InputOptions<E>) =>
  renderNotification(inputFor(event, options));

export const LINE_BREAKS = /[\r\n\u2028\u2029]/;
