import { describe, expect, it } from 'vitest';
import { mergeRanges } from './time-ranges';

describe('mergeRanges', () => {
  it('joins back-to-back slots and keeps gaps', () => {
    const at = (time: string) => new Date(`2026-11-26T${time}:00Z`);
    const ranges = mergeRanges([
      { start: at('10:30'), end: at('11:00') },
      { start: at('10:00'), end: at('10:30') },
      { start: at('12:00'), end: at('12:30') },
    ]);
    expect(ranges).toEqual([
      { start: at('10:00'), end: at('11:00') },
      { start: at('12:00'), end: at('12:30') },
    ]);
  });
});
