import {
  type AvailabilitySlot,
  getSlotState,
  type SlotState,
} from '@basisdesk/shared/availability/availability.schema';
import { startOfLocalDay, toLocalDateKey } from './local-dates';

export type SlotView = AvailabilitySlot & { start: Date; end: Date; state: SlotState };

export type SlotDay = {
  /** yyyy-mm-dd of the local day. */
  key: string;
  date: Date;
  isPast: boolean;
  slots: SlotView[];
};

export type SlotCounts = Record<'total' | 'available' | 'booked' | 'expired', number>;

/** Each slot's state on the client's clock (spec §4: expired is computed on the client). */
export function toSlotViews(slots: readonly AvailabilitySlot[], now: Date): SlotView[] {
  return slots
    .map((slot) => ({
      ...slot,
      start: new Date(slot.slotStartTime),
      end: new Date(slot.slotEndTime),
      state: getSlotState(slot, now),
    }))
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Slots in local calendar days, earliest first; a day before today is past. */
export function groupSlotsByDay(slots: readonly SlotView[], now: Date): SlotDay[] {
  const todayKey = toLocalDateKey(now);
  const days = new Map<string, SlotDay>();
  for (const slot of slots) {
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

export function countSlots(slots: readonly SlotView[]): SlotCounts {
  const count = (state: SlotState) => slots.filter((slot) => slot.state === state).length;
  return {
    total: slots.length,
    available: count('Available'),
    booked: count('Booked'),
    expired: count('Expired'),
  };
}
