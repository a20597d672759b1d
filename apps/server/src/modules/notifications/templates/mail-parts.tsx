import { meetingLabelOf } from '@basisdesk/shared';
import { Button, Heading, Link, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { formatSession } from '../mail-format';
import { toExcerpt } from '../mail-text';
import type { TicketFacts } from '../notification-mail';
import { MAIL_COLORS } from './mail-theme';

/** The pieces every mail is written with, so that all of them read alike. */

export function MailHeading({ children }: { children: ReactNode }) {
  return (
    <Heading
      as="h1"
      className="mail-text"
      style={{ fontSize: '20px', lineHeight: '28px', margin: '16px 0 8px' }}
    >
      {children}
    </Heading>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return (
    <Text className="mail-text" style={{ fontSize: '15px', lineHeight: '24px', margin: '8px 0' }}>
      {children}
    </Text>
  );
}

/** The one thing the mail asks the reader to do. */
export function PrimaryButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '16px 0' }}>
      <Button
        href={href}
        style={{
          backgroundColor: MAIL_COLORS.primary,
          color: MAIL_COLORS.onPrimary,
          borderRadius: '6px',
          fontSize: '15px',
          fontWeight: 600,
          padding: '10px 18px',
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link className="mail-link" href={href} style={{ color: MAIL_COLORS.link, textDecoration: 'underline' }}>
      {children}
    </Link>
  );
}

/** A labelled value ("Ticket: SRBIL10102500013"), one per line. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text className="mail-text" style={{ fontSize: '15px', lineHeight: '22px', margin: '4px 0' }}>
      <strong>{label}:</strong> {children}
    </Text>
  );
}

/** Words quoted from someone (a description, a reason, a comment), set apart from the mail's own. */
export function Quote({ children }: { children: ReactNode }) {
  return (
    <Text
      className="mail-muted"
      style={{
        borderLeft: `3px solid ${MAIL_COLORS.primary}`,
        color: MAIL_COLORS.muted,
        fontSize: '14px',
        lineHeight: '22px',
        margin: '8px 0',
        padding: '4px 0 4px 12px',
        whiteSpace: 'pre-line',
      }}
    >
      {children}
    </Text>
  );
}

/** The ticket's number and the start of its description. */
export function TicketSummary({ ticket }: { ticket: TicketFacts }) {
  return (
    <>
      <Detail label="Ticket">{ticket.orderNumber}</Detail>
      <Quote>{toExcerpt(ticket.description)}</Quote>
    </>
  );
}

/** A session's times, ISO-8601 UTC, and where it takes place when the mail knows. */
type TimeRange = { start: string; end: string; meetingUrl?: string | null };

/** Booked sessions, each in the reader's own time zone with the zone's label. */
export function SessionList({ sessions, timeZone }: { sessions: readonly TimeRange[]; timeZone: string }) {
  return (
    <Section style={{ margin: '8px 0' }}>
      {sessions.map((session) => (
        <Text
          key={session.start}
          className="mail-text"
          style={{ fontSize: '15px', lineHeight: '22px', margin: '4px 0' }}
        >
          • {formatSession(session.start, session.end, timeZone)}
          {session.meetingUrl ? (
            <>
              {' — '}
              <TextLink href={session.meetingUrl}>{meetingLabelOf(session.meetingUrl)}</TextLink>
            </>
          ) : null}
        </Text>
      ))}
    </Section>
  );
}
