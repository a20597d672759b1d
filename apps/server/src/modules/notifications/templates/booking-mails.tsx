import { ticketHeading } from '@basisdesk/shared';
import { toSubject } from '../mail-text';
import type { SessionRef } from '../notification-drafts';
import type { ComposeMail, TicketMailContext } from './composed-mail';
import { greetingOf, otherPartyOf } from './composed-mail';
import { MailHeading, Paragraph, PrimaryButton, SessionList, TicketSummary } from './mail-parts';
import { sessionInvite, withMeetingUrl } from './session-invite';

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
      <SessionList
        sessions={sessions.map((session) => withMeetingUrl(context, session))}
        timeZone={context.timeZone}
      />
      <TicketSummary ticket={context.ticket} />
      <Paragraph>
        {sessions.length === 1
          ? 'The calendar invite is attached: add it to keep the time free.'
          : 'Each session has its own calendar invite attached: add them to keep the times free.'}
      </Paragraph>
      <PrimaryButton href={context.links.primary}>Open the ticket</PrimaryButton>
    </>
  );
}

const sessionCount = (sessions: readonly SessionRef[]) =>
  sessions.length === 1 ? 'this session' : `these ${sessions.length} sessions`;

/** One invite per session, so each is an event of its own that a change later updates alone. */
const invites = (context: TicketMailContext, sessions: readonly SessionRef[]) =>
  sessions.map((session) => sessionInvite(context, 'REQUEST', session));

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
    calendars: invites(context, sessions),
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
    calendars: invites(context, sessions),
  };
};
