import { ticketHeading } from '@basisdesk/shared';
import { buildCalendarInvite } from '../calendar-invite';
import { formatSession } from '../mail-format';
import { toSubject } from '../mail-text';
import type { SessionRef } from '../notification-drafts';
import type { CalendarPart } from '../notification-mail';
import type { ComposeMail, TicketMailContext } from './composed-mail';
import { greetingOf, otherPartyOf } from './composed-mail';
import { Detail, MailHeading, Paragraph, PrimaryButton, Quote, SessionList } from './mail-parts';

function calendarPart(
  context: TicketMailContext,
  method: CalendarPart['method'],
  session: SessionRef,
): CalendarPart {
  const content = buildCalendarInvite({
    method,
    sessions: [session],
    ticket: context.ticket,
    brand: context.brand,
    link: context.links.primary,
  });
  return { method, content };
}

/** To the other party; the invite takes the session out of their calendar. */
export const composeSessionCancelled: ComposeMail<'session.cancelled'> = (context, payload) => {
  const number = context.ticket.orderNumber;
  const intro = payload.ticketEnded
    ? `Ticket ${number} was closed, so this session will not take place:`
    : `${payload.by.name} cancelled this session of ticket ${number}:`;
  return {
    subject: toSubject('Session cancelled', ticketHeading(context.ticket)),
    preview: intro,
    body: (
      <>
        <MailHeading>A session was cancelled</MailHeading>
        <Paragraph>{greetingOf(context.recipient)}</Paragraph>
        <Paragraph>{intro}</Paragraph>
        <SessionList sessions={[payload.session]} timeZone={context.timeZone} />
        {payload.reason ? (
          <>
            <Paragraph>The reason given:</Paragraph>
            <Quote>{payload.reason}</Quote>
          </>
        ) : null}
        <Paragraph>The attached update removes it from your calendar.</Paragraph>
        <PrimaryButton href={context.links.primary}>Open the ticket</PrimaryButton>
      </>
    ),
    calendar: calendarPart(context, 'CANCEL', payload.session),
  };
};

/** To the other party; the invite moves the event they already have (same UID, higher SEQUENCE). */
export const composeSessionMoved: ComposeMail<'session.moved'> = (context, payload) => {
  const number = context.ticket.orderNumber;
  const intro = `${payload.by.name} moved a session of ticket ${number}.`;
  return {
    subject: toSubject('Session moved', ticketHeading(context.ticket)),
    preview: intro,
    body: (
      <>
        <MailHeading>A session was moved</MailHeading>
        <Paragraph>{greetingOf(context.recipient)}</Paragraph>
        <Paragraph>{intro}</Paragraph>
        <Detail label="New time">
          {formatSession(payload.session.start, payload.session.end, context.timeZone)}
        </Detail>
        <Detail label="Previous time">
          <s>{formatSession(payload.previous.start, payload.previous.end, context.timeZone)}</s>
        </Detail>
        <Paragraph>The attached update moves it in your calendar.</Paragraph>
        <PrimaryButton href={context.links.primary}>Open the ticket</PrimaryButton>
      </>
    ),
    calendar: calendarPart(context, 'REQUEST', payload.session),
  };
};

const startsIn = (hours: number) => (hours === 1 ? 'starts in 1 hour' : `starts in ${hours} hours`);

/** To both parties, 24 hours and 1 hour before; the calendar already has the session. */
export const composeSessionReminder: ComposeMail<'session.reminder'> = (context, payload) => {
  const number = context.ticket.orderNumber;
  const other = otherPartyOf(context);
  const intro = `Your session on ticket ${number}${other ? ` with ${other.fullName}` : ''} ${startsIn(payload.hoursBefore)}:`;
  return {
    subject: toSubject(`Session ${startsIn(payload.hoursBefore)}`, ticketHeading(context.ticket)),
    preview: intro,
    body: (
      <>
        <MailHeading>Your session {startsIn(payload.hoursBefore)}</MailHeading>
        <Paragraph>{greetingOf(context.recipient)}</Paragraph>
        <Paragraph>{intro}</Paragraph>
        <SessionList sessions={[payload]} timeZone={context.timeZone} />
        <PrimaryButton href={context.links.primary}>Open the ticket</PrimaryButton>
      </>
    ),
    calendar: null,
  };
};
