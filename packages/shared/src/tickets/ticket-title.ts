import { TITLE_MAX_LENGTH, TITLE_MIN_LENGTH } from './tickets.limits';
import { TICKET_MESSAGES } from './tickets.messages';

/**
 * A title is one line: every run of blanks (a pasted line break too) is one space, and the ends
 * are trimmed. What the form counts and what the server stores.
 */
export const normalizeTitle = (title: string): string => title.replace(/\s+/gu, ' ').trim();

/** Characters as people and PostgreSQL's char_length count them: an emoji is one, not two. */
const lengthOf = (text: string) => [...text].length;

/** What is wrong with a normalized title, in the words the form and the API both show; null when nothing. */
export function findTitleProblem(title: string): string | null {
  const length = lengthOf(title);
  if (length === 0) return TICKET_MESSAGES.titleRequired;
  if (length < TITLE_MIN_LENGTH) return TICKET_MESSAGES.titleTooShort;
  if (length > TITLE_MAX_LENGTH) return TICKET_MESSAGES.titleTooLong;
  return null;
}

/** A ticket named where space is short (a list row, a mail subject, an invite): "number: title". */
export const ticketHeading = (ticket: { orderNumber: string; title: string }) =>
  ticket.title === '' ? ticket.orderNumber : `${ticket.orderNumber}: ${ticket.title}`;
