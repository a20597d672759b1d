import type { SessionRef } from './notification-drafts';
import type { MailBrand, MailPerson, TicketFacts } from './notification-mail';

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
