import { describe, expect, it } from 'vitest';
import { formatLastSeen } from './last-seen';

const NOW = new Date('2026-03-04T10:00:00.000Z');
const before = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

describe('formatLastSeen', () => {
  it('"Just now" under two minutes (the server moves it on once a minute), and for a clock a little behind', () => {
    expect(formatLastSeen(before(0), NOW)).toBe('Just now');
    expect(formatLastSeen(before(1.9), NOW)).toBe('Just now');
    expect(formatLastSeen(before(-1), NOW)).toBe('Just now');
  });

  it('minutes within the hour', () => {
    expect(formatLastSeen(before(2), NOW)).toBe('2 minutes ago');
    expect(formatLastSeen(before(59.5), NOW)).toBe('59 minutes ago');
  });

  it("the date and time in the viewer's zone, with its label, from an hour on", () => {
    expect(formatLastSeen(before(60), NOW, 'Asia/Kolkata')).toMatch(/Mar 4, 2026.*2:30.*PM IST/);
    expect(formatLastSeen('2026-02-01T08:15:00.000Z', NOW, 'Europe/Berlin')).toMatch(
      /Feb 1, 2026.*9:15.*AM CET/,
    );
  });
});
