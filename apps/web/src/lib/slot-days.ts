import { startOfLocalDay, toLocalDateKey } from './local-dates';

/** The slots of one local calendar day, in time order. */
export type SlotDay<Slot> = {
  /** yyyy-mm-dd of the local day. */
  key: string;
  date: Date;
  /** A day before today. */
  isPast: boolean;
  slots: Slot[];
};

/**
 * Slots in the viewer's local calendar days, earliest day first, each day's slots in time order:
 * the consultant's own slots and the ones a customer books are grouped alike.
 */
export function groupSlotsByDay<Slot extends { start: Date }>(
  slots: readonly Slot[],
  now: Date = new Date(),
): SlotDay<Slot>[] {
  const todayKey = toLocalDateKey(now);
  const days = new Map<string, SlotDay<Slot>>();
  for (const slot of [...slots].sort((a, b) => a.start.getTime() - b.start.getTime())) {
    const key = toLocalDateKey(slot.start);
    const day = days.get(key) ?? {
      key,
      date: startOfLocalDay(slot.start),
      isPast: key < todayKey,
      slots: [],
    };
    day.slots.push(slot);
    days.set(key, day);
  }
  return [...days.values()].sort((a, b) => a.date.getTime() - b.date.getTime());
}
