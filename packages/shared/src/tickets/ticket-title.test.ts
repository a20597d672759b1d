import { describe, expect, it } from 'vitest';
import { findTitleProblem, normalizeTitle, ticketHeading } from './ticket-title';
import { TICKET_MESSAGES } from './tickets.messages';

describe('a ticket title', () => {
  it('is one line: blanks and line breaks are one space, the ends trimmed', () => {
    expect(normalizeTitle('  Kernel\r\n upgrade\tstalls  ')).toBe('Kernel upgrade stalls');
  });

  it('is 5–120 characters, counted as people count them', () => {
    expect(findTitleProblem('')).toBe(TICKET_MESSAGES.titleRequired);
    expect(findTitleProblem('Down')).toBe(TICKET_MESSAGES.titleTooShort);
    expect(findTitleProblem('Down!')).toBeNull();
    expect(findTitleProblem('x'.repeat(120))).toBeNull();
    expect(findTitleProblem('x'.repeat(300))).toBe(TICKET_MESSAGES.titleTooLong);
    // Five emoji are ten UTF-16 units but five characters, as PostgreSQL's char_length counts.
    expect(findTitleProblem('🔥🔥🔥🔥🔥')).toBeNull();
    expect(findTitleProblem('🔥'.repeat(61))).toBeNull();
  });

  it('names its ticket after the number', () => {
    expect(ticketHeading({ orderNumber: 'SRBIL10102500013', title: 'Transports stuck' })).toBe(
      'SRBIL10102500013: Transports stuck',
    );
  });
});
