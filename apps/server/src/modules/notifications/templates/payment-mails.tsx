import { formatRupees, ticketHeading } from '@basisdesk/shared';
import { toSubject } from '../mail-text';
import type { ComposeMail } from './composed-mail';
import { greetingOf } from './composed-mail';
import { Detail, MailHeading, Paragraph, PrimaryButton, Quote } from './mail-parts';

/** To the customer who paid; the delivery attaches the receipt. */
export const composePaymentReceived: ComposeMail<'payment.received'> = (context, payload) => {
  const number = context.ticket.orderNumber;
  const intro = `We received your payment of ${formatRupees(payload.amount)} for ticket ${number}. Thank you.`;
  return {
    subject: toSubject('Payment received', ticketHeading(context.ticket)),
    preview: intro,
    body: (
      <>
        <MailHeading>Payment received</MailHeading>
        <Paragraph>{greetingOf(context.recipient)}</Paragraph>
        <Paragraph>{intro}</Paragraph>
        <Detail label="Amount paid">{formatRupees(payload.amount)}</Detail>
        <Detail label="Ticket">{number}</Detail>
        <Paragraph>
          Your receipt is attached to this email as a PDF. You can also download it from the ticket.
        </Paragraph>
        <PrimaryButton href={context.links.primary}>Open the ticket</PrimaryButton>
      </>
    ),
    calendars: [],
  };
};

/** To the customer whose payment was refunded. */
export const composePaymentRefunded: ComposeMail<'payment.refunded'> = (context, payload) => {
  const number = context.ticket.orderNumber;
  const intro = `Your payment of ${formatRupees(payload.amount)} for ticket ${number} was refunded.`;
  return {
    subject: toSubject('Payment refunded', ticketHeading(context.ticket)),
    preview: intro,
    body: (
      <>
        <MailHeading>Payment refunded</MailHeading>
        <Paragraph>{greetingOf(context.recipient)}</Paragraph>
        <Paragraph>{intro}</Paragraph>
        <Detail label="Refunded">{formatRupees(payload.amount)}</Detail>
        {payload.reason ? (
          <>
            <Paragraph>The reason given:</Paragraph>
            <Quote>{payload.reason}</Quote>
          </>
        ) : null}
        <Paragraph>Your bank or card issuer may take a few working days to show it.</Paragraph>
        <PrimaryButton href={context.links.primary}>Open the ticket</PrimaryButton>
      </>
    ),
    calendars: [],
  };
};
