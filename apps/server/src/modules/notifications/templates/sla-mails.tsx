import { PRIORITY_LABELS, ticketHeading } from '@basisdesk/shared';
import { formatDateTime } from '../mail-format';
import { toSubject } from '../mail-text';
import type { NotificationPayloads } from '../notification-drafts';
import type { ComposeMail, TicketMailContext } from './composed-mail';
import { greetingOf } from './composed-mail';
import { Detail, MailHeading, Paragraph, PrimaryButton, TicketSummary } from './mail-parts';

type Due = NotificationPayloads['sla.warning'];

/** 'first response' / 'resolution', as a sentence names the target. */
const targetWords = (due: Due) => (due.target === 'firstResponse' ? 'first response' : 'resolution');

const dueText = (context: TicketMailContext, due: Due) =>
  formatDateTime(new Date(due.dueAt), context.timeZone);

/** To the consultant, at 75 % of a target (decision 057): what is due, and by when in their zone. */
export const composeSlaWarning: ComposeMail<'sla.warning'> = (context, payload) => {
  const number = context.ticket.orderNumber;
  const verb = payload.target === 'firstResponse' ? 'Respond' : 'Resolve';
  const by = dueText(context, payload);
  const intro = `The ${targetWords(payload)} to ticket ${number} (${PRIORITY_LABELS[payload.priority]}) is due by ${by}.`;
  return {
    subject: toSubject(`${verb} by ${by}`, ticketHeading(context.ticket)),
    preview: intro,
    body: (
      <>
        <MailHeading>{`${verb} by ${by}`}</MailHeading>
        <Paragraph>{greetingOf(context.recipient)}</Paragraph>
        <Paragraph>{intro}</Paragraph>
        <Paragraph>
          {payload.target === 'firstResponse'
            ? 'A message in its conversation or a change of its status is the first response.'
            : 'Completing or closing it stops the clock; while it waits on the customer, the clock is paused.'}
        </Paragraph>
        <TicketSummary ticket={context.ticket} />
        <PrimaryButton href={context.links.primary}>Open the ticket</PrimaryButton>
      </>
    ),
    calendars: [],
  };
};

/** To the consultant and the admins, when a target passed with its clock still running. */
export const composeSlaBreached: ComposeMail<'sla.breached'> = (context, payload) => {
  const number = context.ticket.orderNumber;
  const intro = `The ${targetWords(payload)} target of ticket ${number} (${PRIORITY_LABELS[payload.priority]}) was breached: it was due by ${dueText(context, payload)}.`;
  return {
    subject: toSubject(`SLA breached: ${targetWords(payload)}`, ticketHeading(context.ticket)),
    preview: intro,
    body: (
      <>
        <MailHeading>{`SLA breached on ${number}`}</MailHeading>
        <Paragraph>{greetingOf(context.recipient)}</Paragraph>
        <Paragraph>{intro}</Paragraph>
        <Detail label="Priority">{PRIORITY_LABELS[payload.priority]}</Detail>
        <TicketSummary ticket={context.ticket} />
        <PrimaryButton href={context.links.primary}>Open the ticket</PrimaryButton>
      </>
    ),
    calendars: [],
  };
};
