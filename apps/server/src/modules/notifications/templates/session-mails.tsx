import { ticketHeading } from '@basisdesk/shared';
import { formatSession } from '../mail-format';
import { toSubject } from '../mail-text';
import { cancelledSessionsOf } from '../session-places';
import type { ComposeMail } from './composed-mail';
import { greetingOf, otherPartyOf } from './composed-mail';
import { Detail, MailHeading, Paragraph, PrimaryButton, Quote, SessionList, TextLink } from './mail-parts';
import { meetingUrlOf, sessionInvite } from './session-invite';

/**
 * To both people, the one who cancelled too; the invite takes the session out of their calendar. A
 * finished ticket's sessions ahead come in one mail, an invite for each (decision 053).
 */
export const composeSessionCancelled: ComposeMail<'session.cancelled'> = (context, payload) => {
  const number = context.ticket.orderNumber;
  const byYou = payload.by.id !== null && payload.by.id === context.recipient.id;
  const sessions = cancelledSessionsOf(payload);
  const isMany = sessions.length > 1;
  const intro = payload.ticketEnded
    ? isMany
      ? `Ticket ${number} was closed, so these ${sessions.length} sessions will not take place:`
      : `Ticket ${number} was closed, so this session will not take place:`
    : `${byYou ? 'You' : payload.by.name} cancelled this session of ticket ${number}:`;
  return {
    subject: toSubject(isMany ? 'Sessions cancelled' : 'Session cancelled', ticketHeading(context.ticket)),
    preview: intro,
    body: (
      <>
        <MailHeading>{isMany ? 'Sessions were cancelled' : 'A session was cancelled'}</MailHeading>
        <Paragraph>{greetingOf(context.recipient)}</Paragraph>
        <Paragraph>{intro}</Paragraph>
        <SessionList sessions={sessions} timeZone={context.timeZone} />
        {payload.reason ? (
          <>
            <Paragraph>The reason given:</Paragraph>
            <Quote>{payload.reason}</Quote>
          </>
        ) : null}
        <Paragraph>
          {isMany
            ? 'The attached updates remove them from your calendar.'
            : 'The attached update removes it from your calendar.'}
        </Paragraph>
        <PrimaryButton href={context.links.primary}>Open the ticket</PrimaryButton>
      </>
    ),
    calendars: sessions.map((session) => sessionInvite(context, 'CANCEL', session)),
  };
};

/**
 * To both people, the one who moved it too; the invite moves the event they already have (same
 * UID, higher SEQUENCE) and keeps its place.
 */
export const composeSessionMoved: ComposeMail<'session.moved'> = (context, payload) => {
  const number = context.ticket.orderNumber;
  const byYou = payload.by.id !== null && payload.by.id === context.recipient.id;
  const intro = `${byYou ? 'You' : payload.by.name} moved a session of ticket ${number}.`;
  const meetingUrl = meetingUrlOf(context, payload.session.calendarUid);
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
        {meetingUrl ? (
          <Detail label="Where">
            <TextLink href={meetingUrl}>{meetingUrl}</TextLink>
          </Detail>
        ) : null}
        <Paragraph>The attached update moves it in your calendar.</Paragraph>
        <PrimaryButton href={context.links.primary}>Open the ticket</PrimaryButton>
      </>
    ),
    calendars: [sessionInvite(context, 'REQUEST', payload.session)],
  };
};

const startsIn = (hours: number) => (hours === 1 ? 'starts in 1 hour' : `starts in ${hours} hours`);

/** To both parties, 24 hours and 1 hour before, with where it takes place; the calendar already has the session. */
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
        <SessionList
          sessions={[
            {
              ...payload,
              // A reminder written before it carried the uid: the session's own id is its uid.
              meetingUrl: meetingUrlOf(context, payload.calendarUid ?? payload.sessionId),
            },
          ]}
          timeZone={context.timeZone}
        />
        <PrimaryButton href={context.links.primary}>Open the ticket</PrimaryButton>
      </>
    ),
    calendars: [],
  };
};
