import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMs, DAY_MS, HOUR_MS, hoursToMs, MINUTE_MS, minutesToMs, SECOND_MS } from './durations';

describe('durations', () => {
  it('names each unit in milliseconds', () => {
    expect([SECOND_MS, MINUTE_MS, HOUR_MS, DAY_MS]).toEqual([1000, 60_000, 3_600_000, 86_400_000]);
    expect(minutesToMs(15)).toBe(900_000);
    expect(hoursToMs(24)).toBe(DAY_MS);
  });

  it('moves an instant by elapsed time, there and back', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        (at, minutes) => {
          const moved = addMs(at, minutesToMs(minutes));
          expect(moved.getTime() - at.getTime()).toBe(minutes * MINUTE_MS);
          expect(addMs(moved, -minutesToMs(minutes)).getTime()).toBe(at.getTime());
        },
      ),
    );
  });
});
