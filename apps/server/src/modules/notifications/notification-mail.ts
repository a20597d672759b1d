import type { TicketFacts, TicketPerson } from '../tickets/ticket-facts';
import type { StoredNotification } from './notification-drafts';

/** A person a mail is to or about: as the tickets module reads its people. */
export type MailPerson = TicketPerson;
export type { TicketFacts };

export interface UnreadMessage {
  senderName: string;
  sentAt: Date;
  text: string;
}

/** Who sends: the product's name, address and support contacts (the footer of every mail). */
export interface MailBrand {
  appName: string;
  appUrl: string;
  supportEmail: string;
  supportPhone: string;
  /** The domain of Message-IDs and calendar UIDs (APP_URL's host). */
  mailDomain: string;
}

/** The brand from the app's settings: APP_URL's host names Message-IDs and calendar UIDs. */
export function mailBrandOf(config: {
  APP_NAME: string;
  APP_URL: string;
  SUPPORT_EMAIL: string;
  SUPPORT_PHONE: string;
}): MailBrand {
  return {
    appName: config.APP_NAME,
    appUrl: config.APP_URL,
    supportEmail: config.SUPPORT_EMAIL,
    supportPhone: config.SUPPORT_PHONE,
    mailDomain: new URL(config.APP_URL).hostname,
  };
}

/** Everything one mail is rendered from. */
export interface NotificationRenderInput {
  notification: StoredNotification;
  recipient: MailPerson;
  ticket: TicketFacts | null;
  /** messages.unread: the unread messages of the conversation, oldest first (at most a few). */
  unreadMessages: UnreadMessage[];
  brand: MailBrand;
  links: {
    /** The ticket in the app (`/tickets?ticket=<id>`), or the conversation for messages. */
    primary: string;
    /** The page where the recipient changes what they get. */
    preferences: string;
    /** One-click unsubscribe page for this category; null for security notices. */
    unsubscribe: string | null;
    /** Closed tickets: where the customer pays. */
    pay: string | null;
  };
  /** Where the mail's sessions take place, by calendar uid (decision 051); empty for other mails. */
  meetingUrls: ReadonlyMap<string, string>;
}

/** A calendar invite in the mail (nodemailer's `icalEvent`): its METHOD and the iCalendar text. */
export interface CalendarPart {
  method: 'REQUEST' | 'CANCEL';
  content: string;
}

/** What the templates make of one notification. */
export interface RenderedNotification {
  subject: string;
  html: string;
  text: string;
  /** One invite per session the mail adds, moves or cancels (decision 051). */
  calendars: CalendarPart[];
}
