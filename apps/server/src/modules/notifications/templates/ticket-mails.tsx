import {
  displayedStatus,
  formatRupees,
  TICKET_STATUS_LABELS,
  type TicketStatus,
  ticketHeading,
} from '@basisdesk/shared';
import { toSubject } from '../mail-text';
import type { ComposeMail, TicketMailContext } from './composed-mail';
import { greetingOf } from './composed-mail';
import { Detail, MailHeading, Paragraph, PrimaryButton, TextLink, TicketSummary } from './mail-parts';
import { ReleasedSessions, releasedInvites } from './released-sessions-part';

/** A consultant reads Paid as Closed (spec §4): payment is not theirs to see, in mail as on screen. */
function statusLabel(context: TicketMailContext, status: TicketStatus) {
  const role = context.recipient.id === context.ticket.consultant?.id ? 'Consultant' : 'Customer';
  return TICKET_STATUS_LABELS[displayedStatus(status, role)];
}

/** To the other party of a status change. */
export const composeTicketStatusChanged: ComposeMail<'ticket.statusChanged'> = (context, payload) => {
  const [from, to] = [statusLabel(context, payload.from), statusLabel(context, payload.to)];
  const intro = `${payload.by.name} changed the status of ticket ${context.ticket.orderNumber} from ${from} to ${to}.`;
  return {
    subject: toSubject(`Status changed to ${to}`, ticketHeading(context.ticket)),
    preview: intro,
    body: (
      <>
        <MailHeading>The ticket's status changed</MailHeading>
        <Paragraph>{greetingOf(context.recipient)}</Paragraph>
        <Paragraph>{intro}</Paragraph>
        <Detail label="Status">
          {from} → {to}
        </Detail>
        <ReleasedSessions sessions={payload.releasedSessions} timeZone={context.timeZone} />
        <TicketSummary ticket={context.ticket} />
        <PrimaryButton href={context.links.primary}>Open the ticket</PrimaryButton>
      </>
    ),
    calendars: releasedInvites(context, payload.releasedSessions),
  };
};

/** To the customer, when the ticket waits for them (Pending Customer Action). */
export const composeTicketActionNeeded: ComposeMail<'ticket.actionNeeded'> = (context, payload) => {
  const number = context.ticket.orderNumber;
  const intro = `${payload.by.name} needs something from you to go on with ticket ${number}: its status is ${TICKET_STATUS_LABELS.PendingCustomerAction}.`;
  return {
    subject: toSubject(`Action needed on ${ticketHeading(context.ticket)}`),
    preview: intro,
    body: (
      <>
        <MailHeading>Action needed on {number}</MailHeading>
        <Paragraph>{greetingOf(context.recipient)}</Paragraph>
        <Paragraph>{intro}</Paragraph>
        <Paragraph>Open the ticket to see what is needed and reply in its conversation.</Paragraph>
        <TicketSummary ticket={context.ticket} />
        <PrimaryButton href={context.links.primary}>Open the ticket</PrimaryButton>
      </>
    ),
    calendars: [],
  };
};

/** To the customer: the work is done, and what it costs. */
export const composeTicketClosed: ComposeMail<'ticket.closed'> = (context, payload) => {
  const number = context.ticket.orderNumber;
  // What the ticket bills as the mail goes out: the close may have freed the sessions still ahead
  // after the change was told (decision 028). A ticket that bills nothing has no Pay.
  const due = context.ticket.amount ?? payload.amount;
  const amount = formatRupees(due);
  const isDue = due > 0;
  const intro = `${payload.by.name} closed ticket ${number} (${TICKET_STATUS_LABELS[payload.status]}).`;
  const pay = isDue ? context.links.pay : null;
  return {
    subject: toSubject('Ticket closed', ticketHeading(context.ticket)),
    preview: isDue ? `${intro} Amount due: ${amount}.` : `${intro} Nothing is due.`,
    body: (
      <>
        <MailHeading>Ticket {number} was closed</MailHeading>
        <Paragraph>{greetingOf(context.recipient)}</Paragraph>
        <Paragraph>{intro}</Paragraph>
        {payload.hoursWorked !== null ? <Detail label="Hours worked">{payload.hoursWorked}</Detail> : null}
        {isDue ? (
          <Detail label="Amount due">{amount}</Detail>
        ) : (
          <Paragraph>Nothing is due: no hours were logged and no booked time was held.</Paragraph>
        )}
        <ReleasedSessions sessions={payload.releasedSessions} timeZone={context.timeZone} />
        <TicketSummary ticket={context.ticket} />
        {pay ? (
          <>
            <PrimaryButton href={pay}>Pay {amount}</PrimaryButton>
            <Paragraph>
              Or <TextLink href={context.links.primary}>open the ticket</TextLink> to see its details first.
            </Paragraph>
          </>
        ) : (
          <PrimaryButton href={context.links.primary}>Open the ticket</PrimaryButton>
        )}
      </>
    ),
    calendars: releasedInvites(context, payload.releasedSessions),
  };
};

/** To the consultant and the admins. */
export const composeTicketEscalated: ComposeMail<'ticket.escalated'> = (context, payload) => {
  const number = context.ticket.orderNumber;
  const intro = `${payload.by.name} escalated ticket ${number}.`;
  return {
    subject: toSubject('Ticket escalated', ticketHeading(context.ticket)),
    preview: intro,
    body: (
      <>
        <MailHeading>Ticket {number} was escalated</MailHeading>
        <Paragraph>{greetingOf(context.recipient)}</Paragraph>
        <Paragraph>{intro}</Paragraph>
        <TicketSummary ticket={context.ticket} />
        <PrimaryButton href={context.links.primary}>Open the ticket</PrimaryButton>
      </>
    ),
    calendars: [],
  };
};
