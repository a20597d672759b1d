import { describe, expect, it } from 'vitest';
import { formatDateTime, formatSlot, formatTime, formatTimeRange } from './format-date';
import { formatHours } from './format-hours';

describe('hours as people write them', () => {
  it("says '1 hour' and '1.5 hours' in a sentence", () => {
    expect(formatHours(1)).toBe('1 hour');
    expect(formatHours(1.5)).toBe('1.5 hours');
    expect(formatHours(8)).toBe('8 hours');
  });

  it("writes '2.5 h' as a field's value", () => {
    expect(formatHours(2.5, 'short')).toBe('2.5 h');
  });

  it('never shows floating-point noise', () => {
    expect(formatHours(0.1 + 0.2)).toBe('0.3 hours');
    expect(formatHours(1.0000000001, 'short')).toBe('1 h');
  });
});

describe('slots and times', () => {
  const start = new Date(2025, 9, 6, 10, 0);
  const end = new Date(2025, 9, 6, 10, 30);

  it('names a slot by its start date and time, then its end time, the zone written once at the end', () => {
    expect(formatSlot(start, end)).toBe(`${formatDateTime(start).replace(/ \S+$/, '')} – ${formatTime(end)}`);
    expect(formatSlot('2025-10-06T04:30:00Z', '2025-10-06T05:00:00Z', 'Asia/Kolkata')).toMatch(
      /^Oct 6, 2025, 10:00\sAM – 10:30\sAM IST$/,
    );
  });

  it('reads the server’s ISO strings as the same instants as dates', () => {
    expect(formatSlot(start.toISOString(), end.toISOString())).toBe(formatSlot(start, end));
    expect(formatTimeRange(start.toISOString(), end)).toBe(formatTimeRange(start, end));
  });
});
