import { describe, expect, it } from 'vitest';
import { statusesSeenBy, TICKET_STATUSES } from './ticket-statuses';
import { UNPAID_BOOKED_HOURS_DEFAULT } from './tickets.limits';
import { TICKET_MESSAGES } from './tickets.messages';

describe('the statuses a person can meet (spec §6)', () => {
  it('every one for customers and admins; consultants never meet Paid', () => {
    expect(statusesSeenBy('Customer')).toEqual(TICKET_STATUSES);
    expect(statusesSeenBy('Admin')).toEqual(TICKET_STATUSES);
    expect(statusesSeenBy('Consultant')).not.toContain('Paid');
    expect(statusesSeenBy('Consultant')).toHaveLength(TICKET_STATUSES.length - 1);
  });
});

describe('the unpaid-hours cap names both numbers', () => {
  it('the limit and what the booking would make it', () => {
    const message = TICKET_MESSAGES.unpaidHoursLimit(UNPAID_BOOKED_HOURS_DEFAULT, 24.5);
    expect(message).toContain('at most 24 hours');
    expect(message).toContain('would make it 24.5');
  });
});

describe('what a finishing change says it releases', () => {
  it('names one session, or how many', () => {
    expect(TICKET_MESSAGES.finishReleasesSessions(1)).toBe(
      'This change releases the session still ahead on this ticket:',
    );
    expect(TICKET_MESSAGES.finishReleasesSessions(3)).toBe(
      'This change releases the 3 sessions still ahead on this ticket:',
    );
  });
});
