import { describe, expect, it } from 'vitest';
import { groupSlotsByDay } from './slot-days';

/** A slot at a local day and time: the grouping speaks the viewer's own calendar. */
const slot = (id: string, day: number, hours: number, minutes = 0) => ({
  id,
  start: new Date(2025, 9, day, hours, minutes),
});
const NOW = new Date(2025, 9, 6, 9, 0);

describe('slots grouped into local calendar days', () => {
  it('puts each slot in its day, days earliest first and slots in time order', () => {
    const days = groupSlotsByDay([slot('c', 7, 9), slot('b', 6, 14), slot('a', 6, 10, 30)], NOW);
    expect(days.map((day) => [day.key, day.slots.map((item) => item.id)])).toEqual([
      ['2025-10-06', ['a', 'b']],
      ['2025-10-07', ['c']],
    ]);
  });

  it('dates each day at its local midnight', () => {
    const [day] = groupSlotsByDay([slot('a', 7, 23, 30)], NOW);
    expect(day?.date).toEqual(new Date(2025, 9, 7));
  });

  it('marks the days before today as past; today and later are not', () => {
    const days = groupSlotsByDay([slot('a', 5, 23, 30), slot('b', 6, 0), slot('c', 8, 8)], NOW);
    expect(days.map((day) => day.isPast)).toEqual([true, false, false]);
  });

  it('has no days without slots', () => {
    expect(groupSlotsByDay([], NOW)).toEqual([]);
  });
});
