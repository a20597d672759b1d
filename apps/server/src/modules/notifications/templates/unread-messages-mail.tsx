import { ticketHeading } from '@basisdesk/shared';
import { Section } from '@react-email/components';
import { formatDateTime } from '../mail-format';
import { toSubject } from '../mail-text';
import type { ComposeMail, MailContext } from './composed-mail';
import { greetingOf } from './composed-mail';
import { MailHeading, Paragraph, PrimaryButton, Quote } from './mail-parts';
import { MAIL_COLORS } from './mail-theme';

/** A long message is quoted, not reproduced: the conversation is one click away. */
const MAX_MESSAGE_LENGTH = 500;
const excerpt = (text: string) =>
  text.length <= MAX_MESSAGE_LENGTH ? text : `${text.slice(0, MAX_MESSAGE_LENGTH).trimEnd()}…`;

/**
 * One mail per conversation per quiet period: the messages still unread, each with its sender and
 * time. A conversation belongs to a ticket, but the mail still goes when the ticket cannot be read.
 */
export const composeMessagesUnread: ComposeMail<'messages.unread', MailContext> = (context) => {
  const messages = context.unreadMessages;
  const senders = [...new Set(messages.map((message) => message.senderName))];
  const about = context.ticket ? ` about ticket ${context.ticket.orderNumber}` : '';
  const count = messages.length === 1 ? 'an unread message' : `${messages.length} unread messages`;
  const intro = `You have ${count}${senders.length ? ` from ${senders.join(', ')}` : ''} in the conversation${about}.`;
  return {
    subject: toSubject('Unread messages', ...(context.ticket ? [ticketHeading(context.ticket)] : [])),
    preview: intro,
    body: (
      <>
        <MailHeading>You have unread messages</MailHeading>
        <Paragraph>{greetingOf(context.recipient)}</Paragraph>
        <Paragraph>{intro}</Paragraph>
        {messages.map((message) => (
          <Section key={`${message.sentAt.toISOString()}-${message.senderName}`} style={{ margin: '12px 0' }}>
            <Paragraph>
              <strong>{message.senderName}</strong>{' '}
              <span className="mail-muted" style={{ color: MAIL_COLORS.muted }}>
                {formatDateTime(message.sentAt, context.timeZone)}
              </span>
            </Paragraph>
            <Quote>{excerpt(message.text)}</Quote>
          </Section>
        ))}
        <PrimaryButton href={context.links.primary}>Open the conversation</PrimaryButton>
      </>
    ),
    calendars: [],
  };
};
