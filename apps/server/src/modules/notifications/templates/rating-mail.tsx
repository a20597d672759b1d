import { RATING_SCORE_MAX, ticketHeading } from '@basisdesk/shared';
import { toSubject } from '../mail-text';
import type { ComposeMail } from './composed-mail';
import { greetingOf } from './composed-mail';
import { Detail, MailHeading, Paragraph, PrimaryButton, Quote } from './mail-parts';

/** 4.5, 4 (no trailing zeros), as the ratings are shown. */
const formatScore = (score: number) => `${Number(score.toFixed(1))} out of ${RATING_SCORE_MAX}`;

/** To the consultant who was rated. */
export const composeRatingReceived: ComposeMail<'rating.received'> = (context, payload) => {
  const number = context.ticket.orderNumber;
  const intro = `${payload.ratedBy} rated your work on ticket ${number}.`;
  return {
    subject: toSubject('New rating', ticketHeading(context.ticket)),
    preview: `${intro} Average score: ${formatScore(payload.average)}.`,
    body: (
      <>
        <MailHeading>You received a rating</MailHeading>
        <Paragraph>{greetingOf(context.recipient)}</Paragraph>
        <Paragraph>{intro}</Paragraph>
        <Detail label="Average score">{formatScore(payload.average)}</Detail>
        {payload.comments ? (
          <>
            <Paragraph>Their comment:</Paragraph>
            <Quote>{payload.comments}</Quote>
          </>
        ) : null}
        <PrimaryButton href={context.links.primary}>Open the ticket</PrimaryButton>
      </>
    ),
    calendars: [],
  };
};
