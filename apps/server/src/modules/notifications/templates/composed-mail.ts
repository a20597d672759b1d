import type { NotificationEvent } from '@basisdesk/shared';
import type { ReactElement } from 'react';
import type { NotificationPayloads } from '../notification-drafts';
import type { CalendarPart, MailPerson, NotificationRenderInput, TicketFacts } from '../notification-mail';

/** What a template is given: the render input, with the zone its times are written in. */
export interface MailContext {
  recipient: MailPerson;
  ticket: TicketFacts | null;
  unreadMessages: NotificationRenderInput['unreadMessages'];
  brand: NotificationRenderInput['brand'];
  links: NotificationRenderInput['links'];
  /** The recipient's zone (UTC when they have none). */
  timeZone: string;
  /** When the event was told: security notices say when it happened. */
  occurredAt: Date;
  /** Where the mail's sessions take place, by calendar uid (decision 051). */
  meetingUrls: NotificationRenderInput['meetingUrls'];
}

/** Mails about a ticket are only written with the ticket in hand. */
export type TicketMailContext = MailContext & { ticket: TicketFacts };

/** One event's mail before it goes into the layout: its subject, body and invite. */
export interface ComposedMail {
  subject: string;
  /** The line a mail client shows after the subject. */
  preview: string;
  body: ReactElement;
  /** One invite per session the mail changes (decision 051); none for the others. */
  calendars: CalendarPart[];
}

export type ComposeMail<E extends NotificationEvent, C extends MailContext = TicketMailContext> = (
  context: C,
  payload: NotificationPayloads[E],
) => ComposedMail;

/** The person on the other side of the ticket from the recipient (the consultant for the customer). */
export function otherPartyOf({ ticket, recipient }: TicketMailContext) {
  return recipient.id === ticket.customer.id ? ticket.consultant : ticket.customer;
}

/** Hi Asha, */
export const greetingOf = (recipient: MailPerson) => `Hi ${recipient.firstName || recipient.fullName},`;
