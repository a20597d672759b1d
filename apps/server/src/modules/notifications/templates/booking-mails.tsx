import { ticketHeading } from '@basisdesk/shared';
import { buildCalendarInvite } from '../calendar-invite';
import { toSubject } from '../mail-text';
import type { SessionRef } from '../notification-drafts';
import type { ComposeMail, TicketMailContext } from './composed-mail';
import { greetingOf, otherPartyOf } from './composed-mail';
import { MailHeading, Paragraph, PrimaryButton, SessionList, TicketSummary } from './mail-parts';

interface BookingMailProps {
  context: TicketMailContext;
  sessions: readonly SessionRef[];
  heading: string;
  intro: string;
}

function BookingMail({ context, sessions, heading, intro }: BookingMailProps) {
  return (
    <>
      <MailHeading>{heading}</MailHeading>
      <Paragraph>{greetingOf(context.recipient)}</Paragraph>
      <Paragraph>{intro}</Paragraph>
      <SessionList sessions={sessions} timeZone={context.timeZone} />
      <TicketSummary ticket={context.ticket} />
      <Paragraph>The calendar invite is attached: add it to keep the time free.</Paragraph>
      <PrimaryButton href={context.links.primary}>Open the ticket</PrimaryButton>
    </>
  );
}

const sessionCount = (sessions: readonly SessionRef[]) =>
  sessions.length === 1 ? 'this session' : `these ${sessions.length} sessions`;

const invite = (context: TicketMailContext, sessions: readonly SessionRef[]) => ({
  method: 'REQUEST' as const,
  content: buildCalendarInvite({
    method: 'REQUEST',
    sessions,
    ticket: context.ticket,
    brand: context.brand,
    link: context.links.primary,
  }),
});

/** To the customer who booked. */
export const composeBookingConfirmed: ComposeMail<'booking.confirmed'> = (context, { sessions }) => {
  const consultant = otherPartyOf(context)?.fullName ?? 'Your consultant';
  const intro = `${consultant} will work with you on ticket ${context.ticket.orderNumber} in ${sessionCount(sessions)}:`;
  return {
    subject: toSubject('Booking confirmed', ticketHeading(context.ticket)),
    preview: intro,
    body: (
      <BookingMail context={context} sessions={sessions} heading="Your booking is confirmed" intro={intro} />
    ),
    calendar: invite(context, sessions),
  };
};

/** To the consultant who was booked. */
export const composeBookingReceived: ComposeMail<'booking.received'> = (context, { sessions }) => {
  const customer = context.ticket.customer.fullName;
  const intro = `${customer} booked you for ticket ${context.ticket.orderNumber} in ${sessionCount(sessions)}:`;
  return {
    subject: toSubject('New booking', ticketHeading(context.ticket)),
    preview: intro,
    body: (
      <BookingMail context={context} sessions={sessions} heading="You have a new booking" intro={intro} />
    ),
    calendar: invite(context, sessions),
  };
};
