import { describe, expect, it } from 'vitest';
import {
  formatConversationTime,
  formatMessageTime,
  formatMonth,
  formatTime,
  formatTimeRange,
  getViewerTimeZone,
  parseServerDate,
  setViewerTimeZone,
} from './format-date';

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

  it("writes 'MMM d, h:mm a' in the list and 'h:mm a' in the thread, in the viewer's zone with its label", () => {
    setViewerTimeZone('Asia/Kolkata');
    expect(formatConversationTime('2026-11-25T10:05:00Z')).toBe('Nov 25, 3:35 PM IST');
    expect(formatMessageTime('2026-11-25T10:05:00Z')).toBe('3:35 PM IST');
    setViewerTimeZone(null);
  });
});

describe('times in a zone', () => {
  it("writes the viewer's zone, or another person's, with the label that follows daylight saving", () => {
    setViewerTimeZone('Europe/Berlin');
    expect(getViewerTimeZone()).toBe('Europe/Berlin');
    expect(formatTime('2026-10-24T08:00:00Z')).toMatch(/^10:00\sAM CEST$/);
    expect(formatTime('2026-10-26T08:00:00Z')).toMatch(/^9:00\sAM CET$/);
    expect(formatTime('2026-10-26T08:00:00Z', 'Asia/Kolkata')).toMatch(/^1:30\sPM IST$/);
    expect(formatTimeRange('2026-10-26T08:00:00Z', '2026-10-26T08:30:00Z')).toMatch(
      /^9:00\sAM – 9:30\sAM CET$/,
    );
    setViewerTimeZone(null);
    expect(getViewerTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
