import { MAX_TICKETS_PER_MONTH, PRIORITY_DIGITS, type Priority } from '@basisdesk/shared';

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
  sequence: number;
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
export function ticketNumberPrefix(parts: Omit<TicketNumberParts, 'sequence'>): string {
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

/** The 5 digits of a sequence number, the same as the database's lpad in the numbering insert. */
export const SEQUENCE_DIGITS = 5;

export function formatTicketNumber(parts: TicketNumberParts): string {
  const { sequence } = parts;
  // A wrapped or oversized sequence would collide with another ticket's number: refuse it loudly.
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > MAX_TICKETS_PER_MONTH) {
    throw new RangeError(`Ticket sequence ${sequence} is outside 1..${MAX_TICKETS_PER_MONTH}`);
  }
  return ticketNumberPrefix(parts) + String(sequence).padStart(SEQUENCE_DIGITS, '0');
}
