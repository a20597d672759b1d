import { describe, expect, it } from 'vitest';
import { formatTicketNumber, shortCodePart, ticketNumberPeriod } from './ticket-numbers';

const FORMAT = /^[A-Z0-9]{6}[0-3]\d{4}\d{5}$/;
const OCTOBER_2025 = new Date('2025-10-14T09:30:00Z');

describe('formatTicketNumber', () => {
  it("builds the design's example: SR + BI + L1 + priority digit 0 (Low) + October 2025 + 13 = SRBIL10102500013", () => {
    const number = formatTicketNumber({
      typeCode: 'SR',
      categoryCode: 'BILLING',
      subOptionCode: 'L1',
      priority: 'Low',
      at: OCTOBER_2025,
      sequence: 13,
    });
    expect(number).toBe('SRBIL10102500013');
    expect(number).toHaveLength(16);
    expect(number).toMatch(FORMAT);
  });

  it("pads a one-character code with '0' and writes '00' without a sub-option", () => {
    const number = formatTicketNumber({
      typeCode: 'BASIS',
      categoryCode: 'K',
      subOptionCode: null,
      priority: 'High',
      at: OCTOBER_2025,
      sequence: 1,
    });
    expect(number).toBe('BAK00021025' + '00001');
  });

  it('gives each priority its digit: Low 0, Medium 1, High 2, VeryHigh 3', () => {
    const digits = (['Low', 'Medium', 'High', 'VeryHigh'] as const).map(
      (priority) =>
        formatTicketNumber({
          typeCode: 'AA',
          categoryCode: 'BB',
          subOptionCode: 'CC',
          priority,
          at: OCTOBER_2025,
          sequence: 5,
        })[6],
    );
    expect(digits).toEqual(['0', '1', '2', '3']);
  });

  it('takes month and year in UTC: the last minute of December in UTC is still 1225', () => {
    const lateUtc = new Date('2025-12-31T23:59:00Z');
    const number = formatTicketNumber({
      typeCode: 'AB',
      categoryCode: 'CD',
      subOptionCode: 'EF',
      priority: 'Low',
      at: lateUtc,
      sequence: 99_999,
    });
    expect(number).toBe('ABCDEF0122599999');
    expect(ticketNumberPeriod(lateUtc)).toBe('2025-12');
    expect(ticketNumberPeriod(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01');
  });

  it('refuses a sequence outside 1..99999 rather than wrapping it', () => {
    const parts = {
      typeCode: 'AB',
      categoryCode: 'CD',
      subOptionCode: null,
      priority: 'Low' as const,
      at: OCTOBER_2025,
    };
    for (const sequence of [0, 100_000, 1.5, -1]) {
      expect(() => formatTicketNumber({ ...parts, sequence })).toThrow(RangeError);
    }
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
