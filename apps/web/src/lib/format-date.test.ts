import { describe, expect, it } from 'vitest';
import { formatMonth } from './format-date';

describe('formatMonth', () => {
  it("writes the server's yyyy-mm as the month's name and year, whatever the viewer's zone", () => {
    expect(formatMonth('2026-11')).toMatch(/November.*2026/);
    expect(formatMonth('2026-01')).toMatch(/January.*2026/);
  });
  it('leaves anything that is not a month as it is', () => {
    expect(formatMonth('soon')).toBe('soon');
  });
});
