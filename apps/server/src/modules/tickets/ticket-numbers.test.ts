import { describe, expect, it } from 'vitest';
import { shortCodePart, ticketNumberPeriod, ticketNumberPrefix } from './ticket-numbers';

/** The 11 characters before the sequence: three code parts, the priority digit, MMYY. */
const PREFIX = /^[A-Z0-9]{6}[0-3]\d{4}$/;
const OCTOBER_2025 = new Date('2025-10-14T09:30:00Z');

describe('ticketNumberPrefix', () => {
  it("builds the design's example up to its sequence: SR + BI + L1 + 0 (Low) + 1025, then 00013 → SRBIL10102500013", () => {
    const prefix = ticketNumberPrefix({
      typeCode: 'SR',
      categoryCode: 'BILLING',
      subOptionCode: 'L1',
      priority: 'Low',
      at: OCTOBER_2025,
    });
    expect(prefix).toBe('SRBIL101025');
    expect(prefix).toMatch(PREFIX);
    // The database appends the month's counter padded to SEQUENCE_DIGITS: 16 characters in all.
    expect(`${prefix}00013`).toBe('SRBIL10102500013');
  });

  it("pads a one-character code with '0' and writes '00' without a sub-option", () => {
    const prefix = ticketNumberPrefix({
      typeCode: 'BASIS',
      categoryCode: 'K',
      subOptionCode: null,
      priority: 'High',
      at: OCTOBER_2025,
    });
    expect(prefix).toBe('BAK00021025');
  });

  it('gives each priority its digit: Low 0, Medium 1, High 2, VeryHigh 3', () => {
    const digits = (['Low', 'Medium', 'High', 'VeryHigh'] as const).map(
      (priority) =>
        ticketNumberPrefix({
          typeCode: 'AA',
          categoryCode: 'BB',
          subOptionCode: 'CC',
          priority,
          at: OCTOBER_2025,
        })[6],
    );
    expect(digits).toEqual(['0', '1', '2', '3']);
  });

  it('takes month and year in UTC: the last minute of December in UTC is still 1225', () => {
    const lateUtc = new Date('2025-12-31T23:59:00Z');
    const prefix = ticketNumberPrefix({
      typeCode: 'AB',
      categoryCode: 'CD',
      subOptionCode: 'EF',
      priority: 'Low',
      at: lateUtc,
    });
    expect(prefix).toBe('ABCDEF01225');
    expect(ticketNumberPeriod(lateUtc)).toBe('2025-12');
    expect(ticketNumberPeriod(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01');
  });
});

describe('shortCodePart', () => {
  it('keeps the first two characters, upper case, padded', () => {
    expect(shortCodePart('basis')).toBe('BA');
    expect(shortCodePart('K')).toBe('K0');
    expect(shortCodePart(null)).toBe('00');
    expect(shortCodePart('')).toBe('00');
  });
});
