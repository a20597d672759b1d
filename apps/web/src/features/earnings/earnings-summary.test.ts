import { describe, expect, it } from 'vitest';
import { earningsThisMonth, monthKey } from './earnings-summary';

const months = [
  { month: '2026-11', amount: 4500, hours: 3, tickets: 2 },
  { month: '2026-10', amount: 1500, hours: 1, tickets: 1 },
];

describe('earnings this month', () => {
  it('names months as the server does: yyyy-mm in UTC', () => {
    expect(monthKey(new Date('2026-11-30T23:30:00Z'))).toBe('2026-11');
    expect(monthKey(new Date('2026-12-01T00:00:00Z'))).toBe('2026-12');
    expect(monthKey(new Date('2026-01-05T10:00:00Z'))).toBe('2026-01');
  });

  it("picks the current month's line", () => {
    expect(earningsThisMonth({ months }, new Date('2026-11-15T12:00:00Z'))).toEqual(months[0]);
  });

  it('reads zeros when nothing was earned this month yet', () => {
    expect(earningsThisMonth({ months }, new Date('2026-12-02T12:00:00Z'))).toEqual({
      month: '2026-12',
      amount: 0,
      hours: 0,
      tickets: 0,
    });
  });
});
