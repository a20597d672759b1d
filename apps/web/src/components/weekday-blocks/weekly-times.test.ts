import { describe, expect, it } from 'vitest';
import { SLOT_TIMES, timeGrid, withTime } from './weekly-times';

describe('timeGrid', () => {
  it('starts from midnight and ends one step later, up to 24:00', () => {
    expect(SLOT_TIMES.starts).toHaveLength(48);
    expect([SLOT_TIMES.starts[0], SLOT_TIMES.starts.at(-1)]).toEqual(['00:00', '23:30']);
    expect([SLOT_TIMES.ends[0], SLOT_TIMES.ends.at(-1)]).toEqual(['00:30', '24:00']);
    const quarters = timeGrid(15);
    expect(quarters.starts.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(quarters.ends.at(-1)).toBe('24:00');
  });
});

describe('withTime', () => {
  it('keeps the grid when the time is on it, and places a time off it in order', () => {
    const grid = ['09:00', '09:30', '10:00'];
    expect(withTime(grid, '09:30')).toBe(grid);
    expect(withTime(grid, '')).toBe(grid);
    expect(withTime(grid, '09:10')).toEqual(['09:00', '09:10', '09:30', '10:00']);
  });
});
