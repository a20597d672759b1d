import type { NotificationEvent } from '@basisdesk/shared';
import { render, toPlainText } from '@react-email/render';
import { mailTimeZone } from './mail-format';
import type { NotificationPayloads, StoredNotification } from './notification-drafts';
import type { NotificationRenderInput, RenderedNotification } from './notification-mail';
import { composeBookingConfirmed, composeBookingReceived } from './templates/booking-mails';
import type { ComposedMail, ComposeMail, MailContext, TicketMailContext } from './templates/composed-mail';
import { MailLayout } from './templates/mail-layout';
import { composePaymentReceived, composePaymentRefunded } from './templates/payment-mails';
import { composeRatingReceived } from './templates/rating-mail';
import {
  composeAccountDeactivated,
  composePasswordChanged,
  composeSignInLocked,
  composeSignInMethodLinked,
} from './templates/security-mails';
import {
  composeSessionCancelled,
  composeSessionMoved,
  composeSessionReminder,
} from './templates/session-mails';
import { composeSlaBreached, composeSlaWarning } from './templates/sla-mails';
import {
  composeTicketActionNeeded,
  composeTicketClosed,
  composeTicketEscalated,
  composeTicketStatusChanged,
} from './templates/ticket-mails';
import { composeMessagesUnread } from './templates/unread-messages-mail';

/** Each event's template; `ticket: true` for the mails that cannot be written without their ticket. */
type Template<E extends NotificationEvent> =
  | { ticket: true; compose: ComposeMail<E, TicketMailContext> }
  | { ticket: false; compose: ComposeMail<E, MailContext> };

const TEMPLATES: { [E in NotificationEvent]: Template<E> } = {
  'booking.confirmed': { ticket: true, compose: composeBookingConfirmed },
  'booking.received': { ticket: true, compose: composeBookingReceived },
  'session.cancelled': { ticket: true, compose: composeSessionCancelled },
  'session.moved': { ticket: true, compose: composeSessionMoved },
  'session.reminder': { ticket: true, compose: composeSessionReminder },
  'ticket.statusChanged': { ticket: true, compose: composeTicketStatusChanged },
  'ticket.actionNeeded': { ticket: true, compose: composeTicketActionNeeded },
  'ticket.closed': { ticket: true, compose: composeTicketClosed },
  'ticket.escalated': { ticket: true, compose: composeTicketEscalated },
  'sla.warning': { ticket: true, compose: composeSlaWarning },
  'sla.breached': { ticket: true, compose: composeSlaBreached },
  'payment.received': { ticket: true, compose: composePaymentReceived },
  'payment.refunded': { ticket: true, compose: composePaymentRefunded },
  'rating.received': { ticket: true, compose: composeRatingReceived },
  'messages.unread': { ticket: false, compose: composeMessagesUnread },
  'security.passwordChanged': { ticket: false, compose: composePasswordChanged },
  'security.accountDeactivated': { ticket: false, compose: composeAccountDeactivated },
  'security.signInMethodLinked': { ticket: false, compose: composeSignInMethodLinked },
  'security.signInLocked': { ticket: false, compose: composeSignInLocked },
};

function compose<E extends NotificationEvent>(
  event: E,
  payload: NotificationPayloads[E],
  context: MailContext,
  notificationId: string,
): ComposedMail {
  const template: Template<E> = TEMPLATES[event];
  if (!template.ticket) return template.compose(context, payload);
  const { ticket } = context;
  // A mail about a ticket that cannot be read would be wrong in every line: fail it, with the reason.
  if (!ticket) throw new Error(`Notification ${notificationId} (${event}) has no ticket to write about`);
  return template.compose({ ...context, ticket }, payload);
}

const composeStored = (notification: StoredNotification, context: MailContext) =>
  compose(
    notification.event,
    notification.payload as NotificationPayloads[typeof notification.event],
    context,
    notification.id,
  );

/** The plain-text part reads as written: headings not shouted, the phone number not followed by its tel: link. */
const PLAIN_TEXT_OPTIONS = {
  selectors: [
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'a[href^="tel:"]', format: 'anchor', options: { ignoreHref: true } },
  ],
};

/**
 * One notification as the recipient reads it: subject, HTML and plain text from the event's React
 * Email template in the product's layout, and an invite per session when the event changes some.
 */
export async function renderNotification(input: NotificationRenderInput): Promise<RenderedNotification> {
  const { notification, recipient, ticket, unreadMessages, brand, links, meetingUrls } = input;
  const context: MailContext = {
    recipient,
    ticket,
    unreadMessages,
    brand,
    links,
    timeZone: mailTimeZone(recipient.timeZone),
    occurredAt: notification.createdAt,
    meetingUrls,
  };
  const mail = composeStored(notification, context);
  const html = await render(
    <MailLayout brand={brand} links={links} preview={mail.preview}>
      {mail.body}
    </MailLayout>,
  );
  return {
    subject: mail.subject,
    html,
    text: toPlainText(html, PLAIN_TEXT_OPTIONS),
    calendars: mail.calendars,
  };
}
