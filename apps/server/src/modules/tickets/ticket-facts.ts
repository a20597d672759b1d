import type { PaymentStatus, TicketStatus } from '@basisdesk/shared';

/** A person of a ticket as others write to or about them. */
export interface TicketPerson {
  id: string;
  firstName: string;
  fullName: string;
  email: string;
  /** IANA zone; times written for them are in it (UTC when none). */
  timeZone: string | null;
}

/** The ticket as it is when someone is told of it (a mail going out). Money in rupees. */
export interface TicketFacts {
  id: string;
  orderNumber: string;
  title: string;
  description: string;
  status: TicketStatus;
  paymentStatus: PaymentStatus;
  amount: number | null;
  customer: TicketPerson;
  consultant: TicketPerson | null;
}
