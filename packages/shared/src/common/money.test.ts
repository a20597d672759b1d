import { describe, expect, it } from 'vitest';
import { formatRupees, formatRupeesFromPaise, isWholePaise, paiseToRupees, rupeesToPaise } from './money';

describe('money', () => {
  it('converts between paise and rupees, to whole paise', () => {
    expect(paiseToRupees(150_005)).toBe(1500.05);
    expect(rupeesToPaise(1500.05)).toBe(150_005);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
  });

  it('knows an amount of whole paise from one with a fraction of a paisa', () => {
    expect(isWholePaise(1500.05)).toBe(true);
    expect(isWholePaise(0.1 + 0.2)).toBe(true);
    expect(isWholePaise(1500.005)).toBe(false);
  });

  it('writes rupees the Indian way with two decimals (spec §9)', () => {
    expect(formatRupees(1500)).toBe('₹1,500.00');
    expect(formatRupees(120_000)).toBe('₹1,20,000.00');
    expect(formatRupeesFromPaise(12_000_000)).toBe('₹1,20,000.00');
  });
});
