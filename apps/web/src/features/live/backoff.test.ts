import { describe, expect, it } from 'vitest';
import { MAX_RETRY_MS, reconnectDelay } from './backoff';

describe('reconnectDelay', () => {
  it('doubles from 1 s and stops at 30 s', () => {
    const ceilings = [0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => reconnectDelay(attempt, () => 1));
    expect(ceilings).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('draws each wait between half and all of its ceiling (jitter)', () => {
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(3, () => 0.5)).toBe(6000);
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const delay = reconnectDelay(attempt);
      expect(delay).toBeGreaterThanOrEqual(500);
      expect(delay).toBeLessThanOrEqual(MAX_RETRY_MS);
    }
  });
});
