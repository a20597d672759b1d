import { describe, expect, it } from 'vitest';
import { formatUnreadCount } from './unread-badge';

describe('formatUnreadCount (spec §9: top bar 9+, sidebar 99+)', () => {
  it('caps the top bar at 9+', () => {
    expect(formatUnreadCount(9, 9)).toBe('9');
    expect(formatUnreadCount(10, 9)).toBe('9+');
  });

  it('caps the sidebar at 99+', () => {
    expect(formatUnreadCount(10, 99)).toBe('10');
    expect(formatUnreadCount(99, 99)).toBe('99');
    expect(formatUnreadCount(100, 99)).toBe('99+');
  });

  it('shows nothing when nothing is unread', () => {
    expect(formatUnreadCount(0, 9)).toBeNull();
    expect(formatUnreadCount(-1, 99)).toBeNull();
    expect(formatUnreadCount(Number.NaN, 99)).toBeNull();
  });
});
