import { PRIORITY_DIGITS, type Priority } from '@basisdesk/shared';

/**
 * Ticket numbers (DESIGN §6): type, category and sub-option short codes (two characters each),
 * the priority digit, MMYY and a 5-digit monthly sequence, 16 characters, e.g. SRBIL10102500013.
 * Months are UTC, so every app node and the counter row agree on which month a ticket belongs to.
 */
export interface TicketNumberParts {
  typeCode: string;
  categoryCode: string;
  /** null when the request has no sub-option: its part is '00'. */
  subOptionCode: string | null;
  priority: Priority;
  at: Date;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The counter row a ticket created at `at` takes its sequence from: yyyy-mm in UTC. */
export function ticketNumberPeriod(at: Date): string {
  return `${at.getUTCFullYear()}-${twoDigits(at.getUTCMonth() + 1)}`;
}

/** The first two characters of a short code, upper case, right-padded with '0' when shorter. */
export function shortCodePart(shortCode: string | null): string {
  return (shortCode ?? '').slice(0, 2).toUpperCase().padEnd(2, '0');
}

/** Everything but the sequence: the 11 characters the database completes when it numbers the ticket. */
export function ticketNumberPrefix(parts: TicketNumberParts): string {
  const { at } = parts;
  return [
    shortCodePart(parts.typeCode),
    shortCodePart(parts.categoryCode),
    shortCodePart(parts.subOptionCode),
    PRIORITY_DIGITS[parts.priority],
    twoDigits(at.getUTCMonth() + 1),
    twoDigits(at.getUTCFullYear() % 100),
  ].join('');
}

/** The sequence's digits: the numbering insert pads the month's counter to this width. */
export const SEQUENCE_DIGITS = 5;
