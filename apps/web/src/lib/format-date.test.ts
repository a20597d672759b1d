import { describe, expect, it } from 'vitest';
import { formatConversationTime, formatMessageTime, formatMonth, parseServerDate } from './format-date';

describe('formatMonth', () => {
  it("writes the server's yyyy-mm as the month's name and year, whatever the viewer's zone", () => {
    expect(formatMonth('2026-11')).toMatch(/November.*2026/);
    expect(formatMonth('2026-01')).toMatch(/January.*2026/);
  });
  it('leaves anything that is not a month as it is', () => {
    expect(formatMonth('soon')).toBe('soon');
  });
});

describe('messaging dates', () => {
  it('reads a date without a zone as UTC', () => {
    expect(parseServerDate('2026-11-25T10:00:00')?.toISOString()).toBe('2026-11-25T10:00:00.000Z');
    expect(parseServerDate('2026-11-25T10:00:00.000Z')?.toISOString()).toBe('2026-11-25T10:00:00.000Z');
    expect(parseServerDate('2026-11-25T10:00:00+05:30')?.toISOString()).toBe('2026-11-25T04:30:00.000Z');
    expect(parseServerDate('not a date')).toBeNull();
  });

  it("says 'No date' and 'Invalid date' for what cannot be shown", () => {
    expect(formatConversationTime(null)).toBe('No date');
    expect(formatMessageTime('')).toBe('No date');
    expect(formatMessageTime('soon')).toBe('Invalid date');
  });

  it("writes 'MMM d, h:mm a' in the list and 'h:mm a' in the thread", () => {
    expect(formatConversationTime('2026-11-25T10:05:00Z')).toMatch(
      /^[A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2}\s?[AP]M$/,
    );
    expect(formatMessageTime('2026-11-25T10:05:00Z')).toMatch(/^\d{1,2}:05\s?[AP]M$/);
  });
});
